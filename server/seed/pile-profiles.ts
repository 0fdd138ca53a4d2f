/**
 * The pile models of the demo network. A pile copies its electrical values from its model and
 * gets as many guns as the model has, so that a list never shows a one-gun pile laid out as
 * "more guns" or a DC fast charger rated at 7 kW.
 */
export interface PileProfile {
  name: string;
  model: string;
  /** Dictionary currentMode: 1 AC, 2 DC. */
  currentMode: 1 | 2;
  ratedPower: number;
  minVoltage: number;
  maxVoltage: number;
  minCurrent: number;
  maxCurrent: number;
  gunLayout: 'ONE_GUN' | 'TWO_GUN' | 'FOUR_GUN';
  gunCount: number;
}

export const PILE_PROFILES: readonly PileProfile[] = [
  {
    name: '7kW交流单枪桩',
    model: 'AC007-1',
    currentMode: 1,
    ratedPower: 7,
    minVoltage: 187,
    maxVoltage: 253,
    minCurrent: 0,
    maxCurrent: 32,
    gunLayout: 'ONE_GUN',
    gunCount: 1,
  },
  {
    name: '60kW直流双枪桩',
    model: 'DC060-2',
    currentMode: 2,
    ratedPower: 60,
    minVoltage: 200,
    maxVoltage: 750,
    minCurrent: 0,
    maxCurrent: 150,
    gunLayout: 'TWO_GUN',
    gunCount: 2,
  },
  {
    name: '120kW直流双枪桩',
    model: 'DC120-2',
    currentMode: 2,
    ratedPower: 120,
    minVoltage: 200,
    maxVoltage: 1000,
    minCurrent: 0,
    maxCurrent: 250,
    gunLayout: 'TWO_GUN',
    gunCount: 2,
  },
  {
    name: '160kW直流四枪桩',
    model: 'DC160-4',
    currentMode: 2,
    ratedPower: 160,
    minVoltage: 200,
    maxVoltage: 1000,
    minCurrent: 0,
    maxCurrent: 250,
    gunLayout: 'FOUR_GUN',
    gunCount: 4,
  },
];

/** The values a pile takes from its model. */
export const pileValuesOf = (profile: PileProfile) => ({
  currentMode: profile.currentMode,
  ratedPower: profile.ratedPower,
  gunLayout: profile.gunLayout,
});
