import { PendingAreaPage } from '../pending-area-page';

/** Loss analysis at /report/energyAnalysisReport/LossAnalysis (SPEC section 2, always present). The reports area's screen replaces this. */
export default function LossAnalysisPage() {
  return (
    <PendingAreaPage
      purpose={{
        'zh-CN': '电表电量与计费电量的对比：损耗电量、损耗率、场站排名和趋势。',
        'en-US': 'Meter kWh against billed kWh: loss kWh, loss rate, station ranking and trend.',
      }}
    />
  );
}
