ALTER TABLE "ledger_accounts" ADD COLUMN "owed" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owed_check" CHECK ("ledger_accounts"."owed" <= 0 and ("ledger_accounts"."kind" = 'wallet' or "ledger_accounts"."owed" = 0));--> statement-breakpoint
-- Refunds give back at most the platform's commission, so its revenue never goes below zero. A
-- trigger rather than a CHECK: a balance the old refund rule left negative may still rise.
CREATE FUNCTION ledger_revenue_refuse_negative() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'platform_revenue' AND (NEW.available < 0 AND NEW.available < OLD.available OR NEW.pending < 0 AND NEW.pending < OLD.pending) THEN
    RAISE EXCEPTION 'platform revenue may not go below zero' USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_revenue_not_negative';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_revenue_not_negative BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_revenue_refuse_negative();
