import { BILLING_MESSAGES } from '@leadnest/contracts';
import { isPlanTier, PLAN_NAMES, type PlanTier } from '@leadnest/plans';
import { publishNotification, serverMessage, useSession } from '@leadnest/session';
import { Button, Card, ConfirmDialog, EmptyState, PageFrame, Spinner, theme } from '@leadnest/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

import { useCancelSubscription } from '../api/cancel-subscription';
import { useChangePlan } from '../api/change-plan';
import { useInvoices } from '../api/invoices';
import { useOpenPortal } from '../api/open-portal';
import { useSubscription } from '../api/subscription';
import { agentTimeZone, formatDay } from '../format';
import { CurrentPlan } from './CurrentPlan';
import { InvoiceList } from './InvoiceList';
import { PlanPicker } from './PlanPicker';

const StyledStack = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  /* Grid items may shrink below their content (the invoice table scrolls inside its own frame at 390 px). */
  > * {
    min-width: 0;
  }
  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: 1.125rem;
  }
`;

const StyledNotice = styled(Card)`
  background: ${theme.colors.brandSoft};
`;

const failed = (title: string, fallback: string) => (error: unknown) =>
  publishNotification({ title, description: serverMessage(error) ?? fallback, variant: 'destructive' });

/**
 * Billing and Subscription (/billing, spec part 2): current plan, payment
 * method, recent invoices with a text download, Cancel, Upgrade to
 * Professional on starter, and a plan picker. /pricing sends `?plan=`.
 */
export function BillingPage() {
  const { user, isLoading } = useSession();
  const userId = user?.id;
  const timeZone = agentTimeZone(user);
  const [params] = useSearchParams();
  const wanted = params.get('plan');
  const subscription = useSubscription(userId);
  const invoices = useInvoices(userId);
  const changePlan = useChangePlan(userId ?? '');
  const cancel = useCancelSubscription(userId ?? '');
  const portal = useOpenPortal();
  const [confirming, setConfirming] = useState(false);
  // Back from Stripe Checkout: the webhook activates the plan, usually before the browser is back.
  const checkout = params.get('checkout');
  useEffect(() => {
    if (checkout === 'success') publishNotification({ title: 'Payment Received', description: 'Your plan is active as soon as Stripe confirms the payment.' });
    if (checkout === 'cancelled') publishNotification({ title: 'Checkout Cancelled', description: 'No payment was taken.' });
  }, [checkout]);

  const choose = (plan: PlanTier) =>
    changePlan.mutate(plan, {
      onSuccess: (next) => !next.checkoutUrl && publishNotification({ title: 'Plan Updated', description: `You are on the ${PLAN_NAMES[plan]} plan.` }),
      onError: failed('Plan Change Failed', 'Your plan could not be changed. Please try again.'),
    });
  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: (next) => {
        setConfirming(false);
        publishNotification({
          title: 'Subscription Cancelled',
          description: next.currentPeriodEnd ? `You keep access until ${formatDay(next.currentPeriodEnd, timeZone)}.` : undefined,
        });
      },
      onError: failed('Cancel Failed', 'Your subscription could not be cancelled. Please try again.'),
    });

  // The shell's guard lets only a signed-in user here; on the remote's own dev page there may be none.
  if (!isLoading && !userId)
    return (
      <PageFrame>
        <EmptyState title="Sign in to see your plan and invoices." />
      </PageFrame>
    );
  if (subscription.isPending)
    return (
      <PageFrame>
        <Spinner label="Loading your subscription" />
      </PageFrame>
    );
  if (subscription.isError) {
    return (
      <PageFrame>
        <EmptyState
          role="alert"
          title="Your subscription could not be loaded."
          description={serverMessage(subscription.error)}
          action={<Button onClick={() => void subscription.refetch()}>Try again</Button>}
        />
      </PageFrame>
    );
  }
  const current = subscription.data;
  return (
    <PageFrame subtitle="Your plan, payment method and invoices.">
      <StyledStack>
        {current.billingMode === 'off' ? <StyledNotice role="note">{BILLING_MESSAGES.paymentsNotConfigured}</StyledNotice> : null}
        <CurrentPlan
          subscription={current}
          onCancel={() => setConfirming(true)}
          onUpgrade={() => choose('professional')}
          upgrading={changePlan.isPending}
          onManagePayment={() => portal.mutate(undefined, { onError: failed('Payment Method', 'Stripe could not be opened. Please try again.') })}
          openingPortal={portal.isPending}
          timeZone={timeZone}
        />
        <PlanPicker
          key={`${current.plan}-${wanted}`}
          subscription={current}
          initialPlan={isPlanTier(wanted) ? wanted : undefined}
          pending={changePlan.isPending}
          onChoose={choose}
        />
        {invoices.isPending ? (
          <Spinner label="Loading invoices" />
        ) : invoices.isError ? (
          <EmptyState role="alert" title="Your invoices could not be loaded." action={<Button onClick={() => void invoices.refetch()}>Try again</Button>} />
        ) : (
          <InvoiceList invoices={invoices.data} timeZone={timeZone} hasPlan={Boolean(current.plan)} />
        )}
      </StyledStack>
      <ConfirmDialog
        open={confirming}
        title="Cancel your subscription?"
        message={
          current.currentPeriodEnd
            ? `You keep access until ${formatDay(current.currentPeriodEnd, timeZone)}, the end of the period you paid for; then your plan ends. There is no refund for a partial month.`
            : 'Your plan ends at the end of the current period.'
        }
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep Subscription"
        destructive
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
      />
    </PageFrame>
  );
}
