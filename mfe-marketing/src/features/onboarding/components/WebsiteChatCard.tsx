import { planGateOf, publishNotification, serverMessage } from '@leadnest/session';
import { Button, Card, Spinner, TextArea, theme } from '@leadnest/ui';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

import { useEmbedCode } from '../api/embed-code';

const StyledStack = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;
  small {
    color: ${theme.colors.textMuted};
  }
`;

async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The signed-in agent's snippet, read-only, with Copy (without a clipboard it selects the code for Ctrl+C). */
function EmbedCode() {
  const code = useEmbedCode();
  const box = useRef<HTMLTextAreaElement>(null);

  if (code.isPending) return <Spinner label="Loading your embed code" size={20} />;
  // The chat is part of the subscription (402 PLAN_REQUIRED without one).
  if (code.isError && planGateOf(code.error)) {
    return <Link to="/billing">Choose a plan to get your embed code</Link>;
  }
  if (code.isError) {
    return (
      <StyledStack>
        <p role="alert">{serverMessage(code.error) ?? 'Your embed code could not be loaded.'}</p>
        <Button variant="secondary" size="sm" onClick={() => void code.refetch()}>
          Try again
        </Button>
      </StyledStack>
    );
  }

  const { snippet } = code.data;
  const copy = async () => {
    if (await copyText(snippet)) {
      publishNotification({ title: 'Embed Code Copied', description: 'Paste it into your website, just before </body>.' });
      return;
    }
    box.current?.focus();
    box.current?.select();
    publishNotification({ title: 'Copy the Code', description: 'Press Ctrl+C (or ⌘C) to copy the selected code.' });
  };

  return (
    <StyledStack>
      <TextArea
        variant="code"
        ref={box}
        readOnly
        rows={3}
        value={snippet}
        aria-label="Embed code"
        spellCheck={false}
        onFocus={(e) => e.currentTarget.select()}
      />
      <Button size="sm" onClick={() => void copy()}>
        Copy
      </Button>
      <small>Paste it into every page of your site, just before &lt;/body&gt;. The chat bubble appears bottom right.</small>
    </StyledStack>
  );
}

export interface WebsiteChatCardProps {
  /** The embed code belongs to an account: signed out, the card links to /login instead. */
  signedIn: boolean;
}

/** Step 2's "website chat (get embed code)": the real script tag for the agent's site. */
export function WebsiteChatCard({ signedIn }: WebsiteChatCardProps) {
  return (
    <Card data-testid="website-chat">
      <h3>Website chat</h3>
      <p>Add the chat to your site</p>
      {signedIn ? <EmbedCode /> : <Link to="/login">Sign in to get your embed code</Link>}
    </Card>
  );
}
