import type { Queryable } from '../db/database';

export interface TemplateDelivery {
  sellerId: number;
  templateId: number;
  version: number;
}

/**
 * Sends an issued billing template to the piles of its stations. Until pile delivery is wired
 * to the live network, an issued template stays "issuing" (D:issueStatus 1): this is the one
 * place that delivery fills in, setting the status from the piles' answers.
 */
export async function deliverBillingTemplate(tx: Queryable, delivery: TemplateDelivery): Promise<void> {
  void tx;
  void delivery;
}
