import * as styles from './review-list.css';

/** A review list's cell naming a user: the username, and the e-mail below it in muted text. */
export function PersonCell({ user }: { user: { username: string; email: string } }) {
  return (
    <span className={styles.person}>
      <bdi>{user.username}</bdi>
      <span className={styles.muted}>{user.email}</span>
    </span>
  );
}
