import { ConversationModel } from './conversation.model.js';

/** Two leads were merged: the removed lead's conversations now belong to the kept one. */
export async function moveConversationsToLead(
  userId: string,
  fromLeadId: string,
  toLead: { id: string; name: string; stage: string; score: number },
): Promise<void> {
  await ConversationModel.updateMany(
    { userId, leadId: fromLeadId },
    { $set: { leadId: toLead.id, leadName: toLead.name, leadStage: toLead.stage, score: toLead.score } },
    { timestamps: false },
  );
}
