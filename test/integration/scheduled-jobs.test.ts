import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { Clock } from '../../src/common/clock.js';
import { runExclusive, scheduledSlot } from '../../src/common/jobs/exclusive-job.js';
import { BillingJobs } from '../../src/modules/billing/billing.jobs.js';
import { SubscriptionsService } from '../../src/modules/billing/subscriptions.service.js';
import { createTestApp, type TestApp } from '../support/app.js';

/**
 * Replicas' schedules fire together, each replica's a moment after another's: a scheduled job runs
 * once per slot, whichever replica gets there first, and again in the next slot.
 */
describe('scheduled jobs on several replicas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const em = () => t.app.get(EntityManager);
  const HOUR = 3_600_000;

  it('names the hour a schedule fired for as its slot', () => {
    expect(scheduledSlot(new Date('2026-11-28T12:00:00.082Z'))).toEqual(new Date('2026-11-28T12:00:00.000Z'));
    expect(scheduledSlot(new Date('2026-11-28T12:59:59.999Z'))).toEqual(new Date('2026-11-28T12:00:00.000Z'));
  });

  it('runs a job once for its slot when the replicas fire one after another, and again for the next slot', async () => {
    const slot = new Date('2030-01-01T10:00:00.000Z');
    let runs = 0;
    const work = async () => {
      runs += 1;
      await Promise.resolve();
    };
    // the first replica's run has ended (its lock released) when the second's schedule fires
    expect(await runExclusive(em(), 'practice.purge', work, { slot })).toBe(true);
    expect(await runExclusive(em(), 'practice.purge', work, { slot })).toBe(false);
    expect(runs).toBe(1);
    // a replica whose schedule fired for an earlier hour (a late clock) does not run it either
    expect(await runExclusive(em(), 'practice.purge', work, { slot: new Date(slot.getTime() - HOUR) })).toBe(
      false,
    );
    expect(await runExclusive(em(), 'practice.purge', work, { slot: new Date(slot.getTime() + HOUR) })).toBe(
      true,
    );
    expect(runs).toBe(2);
    // a run asked for outside the schedule (no slot) always runs
    expect(await runExclusive(em(), 'practice.purge', work)).toBe(true);
    expect(runs).toBe(3);
  });

  it('runs a job once when the replicas fire at the same moment', async () => {
    const slot = new Date('2030-01-02T10:00:00.000Z');
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const ran = await Promise.all([1, 2, 3].map(() => runExclusive(em(), 'auth.purge', work, { slot })));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
  });

  it("runs the hourly billing jobs once when two replicas' schedules fire for the same hour", async () => {
    const subscriptions = t.app.get(SubscriptionsService, { strict: false });
    const expire = jest.spyOn(subscriptions, 'expireEndedTrials');
    const claim = jest.spyOn(subscriptions, 'claimTrialReminders');
    // each replica's clock as its schedule fires: 12:00 and a few milliseconds
    const firedAt = ['2030-01-03T12:00:00.012Z', '2030-01-03T12:00:00.140Z'];
    const now = jest.spyOn(t.app.get(Clock), 'now');
    try {
      const jobs = t.app.get(BillingJobs, { strict: false });
      for (const at of firedAt) {
        now.mockImplementation(() => new Date(at));
        await jobs.hourly();
      }
      expect(expire).toHaveBeenCalledTimes(1);
      expect(claim).toHaveBeenCalledTimes(2); // the 1-day and the 7-day claims of the one run
    } finally {
      now.mockRestore();
      expire.mockRestore();
      claim.mockRestore();
    }
  });
});
