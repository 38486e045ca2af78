import { BroadcastComposer } from './BroadcastComposer';

/** /admin/app-broadcast: a push to every installed app, and to every player's inbox. */
export function AppBroadcastPage() {
  return (
    <BroadcastComposer
      kind="app"
      heading="App Broadcast"
      description="A notification to every installed app with notifications on; every player also finds it in the app's inbox."
    />
  );
}
