/** A 1 h contract of the session user that is running, as GET .../contracts/active lists it (the api-client tests). */
export const activeContract = {
  id: '3f2b8c1e-9d4a-4c7b-8e6f-1a2b3c4d5e6f',
  status: 'active',
  startTime: '2026-11-21T09:00:00.000Z',
  duration: 1,
  expectedReward: '123529.4117647058',
  actualReward: null,
};
