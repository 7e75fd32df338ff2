import type { ReactNode } from 'react';
import { Icon, type IconPath } from './icon';
import styles from '../styles/marketing.module.css';

/** An item of a list with an icon beside a small heading and its detail. */
export function IconListItem({
  icon,
  title,
  children,
}: {
  icon: IconPath;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <span className={styles.featureIcon}>
        <Icon icon={icon} />
      </span>
      <div>
        <h3 className="h6 mb-1">{title}</h3>
        {children}
      </div>
    </li>
  );
}
