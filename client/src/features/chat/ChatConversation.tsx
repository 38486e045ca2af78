import { ActionIcon, Textarea } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useChat } from '../../api/ai';
import { ApiRequestError } from '../../api/client';
import { useSubscription } from '../billing/SubscriptionProvider';
import classes from './Chat.module.css';
import { ChatMessageView, TypingIndicator } from './ChatMessageView';
import { buildHistory, MAX_MESSAGE_CHARS, messageToSend, type ChatMessage } from './chat-history';
import { nextMessageId, startConversation, type ChatTab } from './chat-tabs';

const FAILED = { color: 'red', title: 'Error', message: 'Failed to send message. Please try again.' };

/**
 * One tab's conversation: the log and the input. It lives while its tab is shown (a tab switch
 * unmounts it, which clears the conversation and drops an answer still on its way).
 */
export function ChatConversation({ tab }: { tab: ChatTab }) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => startConversation(tab));
  const [draft, setDraft] = useState('');
  const chat = useChat();
  const { openDialog } = useSubscription();
  const reduceMotion = useReducedMotion();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  /** Whether the input had the focus when the question left (it gets it back with the answer). */
  const refocus = useRef(false);
  const pending = chat.isPending;
  const question = messageToSend(draft);

  // the newest message (or the typing dots) in view
  useEffect(() => {
    const log = logRef.current;
    log?.scrollTo({ top: log.scrollHeight, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [messages, pending, reduceMotion]);

  useEffect(() => {
    if (!pending && refocus.current) {
      refocus.current = false;
      inputRef.current?.focus();
    }
  }, [pending]);

  const markFailed = (id: string) =>
    setMessages((current) => current.map((m) => (m.id === id ? { ...m, failed: true } : m)));

  const send = () => {
    if (pending || !question) return;
    const sent: ChatMessage = { id: nextMessageId(), content: question, isUser: true, timestamp: new Date() };
    const history = buildHistory(messages);
    setMessages((current) => [...current, sent]);
    setDraft('');
    const active = document.activeElement;
    refocus.current = active === inputRef.current || !!active?.hasAttribute('data-chat-send');
    chat.mutate(
      { message: question, isContactRequest: tab.isContactRequest, history },
      {
        onSuccess: (answer) =>
          setMessages((current) => [
            ...current,
            {
              id: nextMessageId(),
              content: answer.response,
              isUser: false,
              timestamp: new Date(),
              sources: answer.sources,
            },
          ]),
        onError: (error) => {
          markFailed(sent.id);
          if (error instanceof ApiRequestError) {
            if (error.status === 403 && error.code === 'SUBSCRIPTION_REQUIRED' && !tab.isContactRequest) {
              refocus.current = false;
              openDialog();
              return;
            }
            if (error.status === 429) {
              notifications.show({ ...FAILED, message: error.message });
              return;
            }
          }
          notifications.show(FAILED);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  // Enter sends, Shift+Enter starts a new line (and Enter while composing with an IME does neither)
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <>
      <div
        ref={logRef}
        className={classes.log}
        role="log"
        aria-live="polite"
        aria-label={`${tab.label} conversation`}
        tabIndex={0}
      >
        {messages.map((message) => (
          <ChatMessageView key={message.id} message={message} assistant={tab.assistant} />
        ))}
        {pending && <TypingIndicator label={`${tab.assistant} is typing`} />}
      </div>
      <form className={classes.composer} onSubmit={onSubmit}>
        <Textarea
          ref={inputRef}
          className={classes.input}
          aria-label="Message"
          placeholder="Type your message..."
          autosize
          minRows={1}
          maxRows={5}
          maxLength={MAX_MESSAGE_CHARS}
          value={draft}
          disabled={pending}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
        />
        <ActionIcon
          type="submit"
          size={36}
          variant="filled"
          aria-label="Send message"
          data-chat-send
          disabled={pending || !question}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </form>
    </>
  );
}
