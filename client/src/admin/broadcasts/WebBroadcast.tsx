import { useReducer } from 'react';
import { BroadcastComposer } from './BroadcastComposer';
import { canSend, initialRecipients, recipientsReducer, recipientUserIds } from './recipients';
import { RecipientsPicker } from './RecipientsPicker';

/** /admin/web-broadcast: a push to the players' browsers (all, or the selected ones), and their inboxes. */
export function WebBroadcastPage() {
  const [recipients, dispatch] = useReducer(recipientsReducer, initialRecipients);
  return (
    <BroadcastComposer
      kind="web"
      heading="Web Broadcast"
      description="A notification to the players' browsers where they turned notifications on; every recipient also finds it in the app's inbox."
      recipients={<RecipientsPicker state={recipients} dispatch={dispatch} />}
      canSend={canSend(recipients)}
      userIds={recipientUserIds(recipients)}
      onSent={() => dispatch({ type: 'reset' })}
    />
  );
}
