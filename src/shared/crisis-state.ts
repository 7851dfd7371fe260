/**
 * The graded risk levels of the evaluation and of the provider's risk judgement (decisions 004 and
 * 006). Where a conversation stands on risk, and which turn answers a message, is the crisis
 * policy's (crisis/policy.ts); the texts Janne says in each turn are in crisis-care.ts.
 */

/**
 * Graded as in the RAND 2025 study of chatbots and suicide-related questions. The card is shown
 * from 'moderate' up: a passive wish to die is already a reason to give the numbers.
 */
export const RISK_LEVELS = ['none', 'low', 'moderate', 'high', 'imminent'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export function riskShowsCard(level: RiskLevel): boolean {
  return RISK_LEVELS.indexOf(level) >= RISK_LEVELS.indexOf('moderate');
}
