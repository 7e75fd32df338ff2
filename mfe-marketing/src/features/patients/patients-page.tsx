import { AudiencePage, type AudiencePageContent } from '../../components/audience-page';
import { calendarIcon } from '../../components/icons/calendar';
import { chartIcon } from '../../components/icons/chart';
import { heartIcon } from '../../components/icons/heart';
import { lockIcon } from '../../components/icons/lock';
import { messageIcon } from '../../components/icons/message';
import { watchIcon } from '../../components/icons/watch';

const CONTENT: AudiencePageContent = {
  routeId: 'patients',
  title: 'For Patients',
  headline: 'Support that stays with you between appointments',
  lead: 'Gloh keeps you connected to your care team, helps you understand your progress and puts you in control of your data.',
  description:
    'Gloh for patients: stay connected with your care team, track your wellbeing and control how your health data is shared.',
  keywords: ['patient app', 'mental health support', 'care team messaging'],
  featuresTitle: 'Designed around your day',
  features: [
    {
      icon: messageIcon,
      title: 'Stay connected',
      text: 'Message your care team securely and get answers without waiting for your next visit.',
    },
    {
      icon: calendarIcon,
      title: 'Appointments and reminders',
      text: 'See what is coming up and get gentle reminders for sessions and medications.',
    },
    {
      icon: heartIcon,
      title: 'Daily check-ins',
      text: 'Quick mood, sleep and energy check-ins help you and your team notice changes early.',
    },
    {
      icon: chartIcon,
      title: 'See your progress',
      text: 'Clear charts of how you are doing over time, in plain language.',
    },
    {
      icon: lockIcon,
      title: 'You control your data',
      text: 'Choose what you share and with whom, and download your data whenever you like.',
    },
    {
      icon: watchIcon,
      title: 'Works with your devices',
      text: 'Optionally connect a wearable to add sleep and activity data to your check-ins.',
    },
  ],
  ctaTitle: 'Ask your care provider about Gloh',
  ctaText:
    'Gloh is offered through clinics and health systems. Tell us about yours and we will reach out.',
};

export default function PatientsPage() {
  return <AudiencePage content={CONTENT} />;
}
