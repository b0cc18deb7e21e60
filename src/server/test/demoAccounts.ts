export const demo = {
  admin: ['admin', 'demo-admin-2026'],
  operator: ['operator', 'demo-operator-2026'],
  viewer: ['viewer', 'demo-viewer-2026'],
  secure: ['secure', 'demo-secure-2026'],
  approver: ['approver', 'demo-approver-2026'],
} as const;
export const secureSeed = 'JBSWY3DPEHPK3PXP';
