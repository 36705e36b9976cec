/**
 * What counts as a remote's own copy of a packages/ui control. Remotes
 * style their layout (grids, stacks, prose) freely; a control that the kit
 * has (Dialog, Badge, Label, Tabs, Switch, Select, inputs, tables, …) comes
 * from @leadnest/ui, so four new screens cannot each grow their own.
 */
const KIT_NAMES = [
  'Dialog',
  'ConfirmDialog',
  'Modal',
  'Backdrop',
  'Badge',
  'Label',
  'Tabs?',
  'TabList',
  'TabPanel',
  'Switch',
  'Toggle',
  'Select',
  'Listbox',
  'Input',
  'TextInput',
  'TextArea',
  'Textarea',
  'FormField',
  'Field',
  'FieldError',
  'Option',
  'StatCard',
  'EmptyState',
  'Empty',
  'ProgressBar',
  'Meter',
  'Toolbar',
  'DataTable',
  'Table',
  'DateInput',
  'TimeSelect',
  'Checkbox',
].join('|');

export interface ControlCopyRule {
  name: string;
  pattern: RegExp;
}

export const CONTROL_COPY_RULES: readonly ControlCopyRule[] = [
  // const StyledBadge = styled.span`…` / styled(Card)`…` / export const StyledSelect = …
  { name: 'a Styled<Control> of its own', pattern: new RegExp(`\\bconst\\s+Styled(?:${KIT_NAMES})\\s*=\\s*styled\\b`) },
  // styled.dialog`…`, styled.select`…`, styled.input.attrs(…)`…`
  { name: 'a styled native control', pattern: /\bstyled\.(?:dialog|select|textarea|label|input|table|progress|meter)\b/ },
  // <Whatever as="textarea"> turning something into a control
  { name: 'a control made with as=', pattern: /\bas=["'{](?:dialog|select|textarea|input|label)\b/ },
  // role="dialog" on a hand-made overlay, role="tablist" on hand-made tabs, …
  { name: 'a hand-rolled ARIA widget', pattern: /\brole=["'{]\s*['"]?(?:dialog|alertdialog|tablist|tab|tabpanel|switch|listbox|progressbar|meter|toolbar)\b/ },
  // Headless UI is the kit's building block, not a remote's.
  { name: 'Headless UI used directly', pattern: /from\s+['"]@headlessui\/react['"]/ },
];

/** The rules a source file breaks, with the offending line. */
export function findControlCopies(source: string): { rule: string; line: string }[] {
  const found: { rule: string; line: string }[] = [];
  for (const line of source.split('\n')) {
    for (const rule of CONTROL_COPY_RULES) if (rule.pattern.test(line)) found.push({ rule: rule.name, line: line.trim() });
  }
  return found;
}
