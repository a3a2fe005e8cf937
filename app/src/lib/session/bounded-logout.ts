/**
 * How long a sign-out waits for the server to end the sign-in. The call takes milliseconds; a lost
 * connection must not keep anyone signed in on this device.
 */
export const LOGOUT_WAIT_MS = 3000;

/**
 * Waits for a POST `auth/logout/` under way, `LOGOUT_WAIT_MS` at most, and never fails: the local
 * sign-out that follows happens whatever the server answers, or however long it takes to answer.
 * A failure is reported, not thrown.
 */
export async function boundedLogout(
  logout: Promise<void>,
  reportError: (error: unknown) => void = console.warn,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LOGOUT_WAIT_MS);
  });
  await Promise.race([logout.catch(reportError), waited]);
  clearTimeout(timer);
}
