-- Billing: what each Stripe event did (operators look up unmatched payments by it), and lookups of a
-- subscription by the Stripe ids that renewals and cancellations carry.
ALTER TABLE stripe_events ADD COLUMN outcome TEXT;
CREATE INDEX subscriptions_stripe_subscription ON subscriptions (stripe_subscription_id)
  WHERE stripe_subscription_id IS NOT NULL;
CREATE INDEX subscriptions_stripe_customer ON subscriptions (stripe_customer_id)
  WHERE stripe_customer_id IS NOT NULL;
