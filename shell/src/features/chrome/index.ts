export { ShellLayout } from './components/ShellLayout';
export type { ShellLayoutProps } from './components/ShellLayout';
export { Header } from './components/Header';
export { Footer } from './components/Footer';
// UserMenu and MobileDrawer are not re-exported: the Header loads them lazily,
// and a static export here would pull Headless UI into the shell's first load.
export type { UserMenuProps } from './components/UserMenu';
export type { MobileDrawerProps } from './components/MobileDrawer';
export { APP_LINKS, NAV_LINKS, FOOTER_COLUMNS } from './links';
export type { ChromeLink, FooterColumn } from './links';
export { useLogoutAction, LOGOUT_FALLBACK_ERROR } from './hooks/useLogoutAction';
