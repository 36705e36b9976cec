export { theme, belowMd, fromMd } from './theme';
export type { Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { PageFrame } from './PageFrame';
export type { PageFrameProps } from './PageFrame';
export { PageTitleContext, usePageTitle } from './PageTitle';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { Button, ButtonLink } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Card } from './Card';
export { downloadCsv, downloadText } from './download';
export { AGENT_DATE, AGENT_DATE_TIME, agentTimeZoneOf, formatAgentTime } from './agent-time';
export { formatPhone } from './phone';

// Overlays (Headless UI). Each file is its own module and the package has
// no side effects, so a screen that does not render one ships none of it.
export { Dialog, DialogActions } from './overlay/Dialog';
export type { DialogProps } from './overlay/Dialog';
export { ConfirmDialog } from './overlay/ConfirmDialog';
export type { ConfirmDialogProps } from './overlay/ConfirmDialog';

// Form controls: put one inside a FormField for its label, hint and error.
export { FormField, FieldError } from './form/FormField';
export type { FormFieldProps } from './form/FormField';
export { useFieldControl } from './form/field-context';
export { TextInput } from './form/TextInput';
export type { TextInputProps } from './form/TextInput';
export { TextField } from './form/TextField';
export type { TextFieldProps } from './form/TextField';
export { TextArea } from './form/TextArea';
export type { TextAreaProps } from './form/TextArea';
export { Select } from './form/Select';
export type { SelectOption, SelectProps } from './form/Select';
export { Listbox } from './form/Listbox';
export type { ListboxItem, ListboxProps } from './form/Listbox';
export { DateInput } from './form/DateInput';
export type { DateInputProps } from './form/DateInput';
export { TimeSelect, timeOptions, formatTime } from './form/TimeSelect';
export type { TimeSelectProps } from './form/TimeSelect';
export { Switch } from './form/Switch';
export type { SwitchProps } from './form/Switch';
export { CheckboxField } from './form/CheckboxField';
export type { CheckboxFieldProps } from './form/CheckboxField';
export { ChoiceGroup } from './form/ChoiceGroup';

// Showing data.
export { Badge, BADGE_TONES } from './data/Badge';
export type { BadgeProps, BadgeTone } from './data/Badge';
export { StatCard } from './data/StatCard';
export type { StatCardProps } from './data/StatCard';
export { DataTable } from './data/DataTable';
export type { DataColumn, DataTableProps, SortDirection } from './data/DataTable';
export { EmptyState } from './data/EmptyState';
export type { EmptyStateProps } from './data/EmptyState';
export { ProgressBar } from './data/ProgressBar';
export type { ProgressBarProps } from './data/ProgressBar';

// Layout.
export { Toolbar } from './layout/Toolbar';
export type { ToolbarProps } from './layout/Toolbar';
export { Tabs, UrlTabs } from './layout/Tabs';
export type { TabItem, TabsProps, UrlTabsProps } from './layout/Tabs';
export { useTabParam } from './layout/useTabParam';
export { useNarrowScreen } from './layout/useNarrowScreen';
