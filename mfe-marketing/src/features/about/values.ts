import type { IconName } from '../../components/icon';

/** The company's six values, in their order. */
export const VALUES: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'handshake',
    title: 'Trust First',
    text: 'Clinicians, patients and partners rely on what we build. We earn that trust with every release, and never trade it for speed.',
  },
  {
    icon: 'target',
    title: 'Built for Impact',
    text: 'We measure success by outcomes: fewer relapses, fewer readmissions, and care teams with more time for patients.',
  },
  {
    icon: 'gradCap',
    title: 'Humility & Expertise',
    text: 'We pair deep technical skill with the humility to learn from clinicians, researchers and the people living with these conditions.',
  },
  {
    icon: 'lock',
    title: 'Privacy First',
    text: 'Health data is personal. We collect the minimum, encrypt it end to end and keep patients in control of who sees it.',
  },
  {
    icon: 'lightbulb',
    title: 'Innovation',
    text: 'We apply modern AI where it makes care measurably better, and validate it carefully before it reaches a clinic.',
  },
  {
    icon: 'eye',
    title: 'Transparency',
    text: 'Every risk score comes with the reasons behind it. Clinicians should always see why, not just what.',
  },
];
