import { Route, Routes } from '@gloh/shared/router';
import { InvestorEngagementView } from './components/investor-engagement-view';
import { InvestorList } from './components/investor-list';

/** /staff/ir/investors: the investors, and below it one investor's reading of the deck. */
export default function StaffInvestorsPage() {
  return (
    <Routes>
      <Route index element={<InvestorList />} />
      <Route path=":id" element={<InvestorEngagementView />} />
    </Routes>
  );
}
