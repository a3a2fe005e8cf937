import type { ReactNode } from 'react';

/** The frame around every screen. The header, sidebar and footer of SPEC.md (section 2) join it later. */
export function AppLayout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}
