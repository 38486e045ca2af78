import { Container, Paper, Tabs } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import { useAiStatus } from '../../api/ai';
import { PageHeading } from '../../ui/PageHeading';
import classes from './Chat.module.css';
import { ChatConversation } from './ChatConversation';
import { CHAT_TABS, type ChatTabId } from './chat-tabs';
import { useChatTop } from './useChatTop';

/** Which provider answers, under the title (nothing while it is asked or when it cannot be). */
function ProviderLine() {
  const { data } = useAiStatus();
  return data ? <>Answered by: {data.label}</> : <>&nbsp;</>;
}

/**
 * /chat: the AI Pool Coach and Sales & Support, each tab a conversation of its own that starts
 * with its welcome; switching tabs starts over. Nothing of a conversation is stored.
 */
export function ChatPage() {
  const [tabId, setTabId] = useState<ChatTabId>('coach');
  const top = useChatTop();
  const style = top === undefined ? undefined : ({ '--chat-top': `${top}px` } as CSSProperties);

  return (
    <Container size="md" className={classes.page} style={style}>
      <PageHeading title="AI Pool Coach" description={<ProviderLine />} />
      <Paper withBorder className={classes.panel}>
        <Tabs
          value={tabId}
          onChange={(value) => value && setTabId(value as ChatTabId)}
          className={classes.tabs}
        >
          <Tabs.List grow>
            {CHAT_TABS.map((tab) => (
              <Tabs.Tab key={tab.id} value={tab.id}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {CHAT_TABS.map((tab) => (
            <Tabs.Panel key={tab.id} value={tab.id} className={classes.tabPanel}>
              {tab.id === tabId && <ChatConversation tab={tab} />}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </Container>
  );
}
