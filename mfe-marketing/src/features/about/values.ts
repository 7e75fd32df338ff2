import type { IconPath } from '../../components/icon';
import { eyeIcon } from '../../components/icons/eye';
import { gradCapIcon } from '../../components/icons/grad-cap';
import { handshakeIcon } from '../../components/icons/handshake';
import { lightbulbIcon } from '../../components/icons/lightbulb';
import { lockIcon } from '../../components/icons/lock';
import { targetIcon } from '../../components/icons/target';

/** The company's six values, in their order. */
export const VALUES: readonly { icon: IconPath; title: string; text: string }[] = [
  {
    icon: handshakeIcon,
    title: 'Trust First',
    text: 'Clinicians, patients and partners rely on what we build. We earn that trust with every release, and never trade it for speed.',
  },
  {
    icon: targetIcon,
    title: 'Built for Impact',
    text: 'We measure success by outcomes: fewer relapses, fewer readmissions, and care teams with more time for patients.',
  },
  {
    icon: gradCapIcon,
    title: 'Humility & Expertise',
    text: 'We pair deep technical skill with the humility to learn from clinicians, researchers and the people living with these conditions.',
  },
  {
    icon: lockIcon,
    title: 'Privacy First',
    text: 'Health data is personal. We collect the minimum, encrypt it end to end and keep patients in control of who sees it.',
  },
  {
    icon: lightbulbIcon,
    title: 'Innovation',
    text: 'We apply modern AI where it makes care measurably better, and validate it carefully before it reaches a clinic.',
  },
  {
    icon: eyeIcon,
    title: 'Transparency',
    text: 'Every risk score comes with the reasons behind it. Clinicians should always see why, not just what.',
  },
];
