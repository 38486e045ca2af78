import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { AppConfigService } from '../app-config/index.js';
import { ANNUAL_PLAN } from '../billing/index.js';
import { CardsService } from '../cards/index.js';
import { supportFactsOf, toCoachCard, toInfoSection } from './coach-sources.js';
import type { CoachCard, InfoSection, KnowledgeNote } from './domain/coach.types.js';
import { BASICS_NOTES, mergeNotes } from './domain/knowledge/basics.js';
import { supportFaq } from './domain/faq.js';
import { CoachIndex } from './domain/knowledge-index.js';

/** The product facts the support answers quote. */
export interface ProductFacts {
  name: string;
  priceLabel: string;
  trialDays: number;
}

/**
 * What the coach knows: the cards (with their families and system numbers), the Info dialog's
 * sections and the support FAQ, in one search index. The cards never change while the server
 * runs; the FAQ quotes the trial length, which an admin may change, so the index is rebuilt when
 * it does (a few milliseconds for 104 cards).
 */
@Injectable()
export class CoachKnowledgeService {
  private readonly cards: CoachCard[];
  private readonly info: InfoSection[];
  private built: { trialDays: number; index: CoachIndex } | undefined;
  /** The coach's notes: its own basics, and those other modules register (the league rules). */
  private notes: KnowledgeNote[] = [...BASICS_NOTES];

  constructor(
    cards: CardsService,
    private readonly appConfig: AppConfigService,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.cards = cards.coachingFacts().map(toCoachCard);
    this.info = cards.infoTexts().map(toInfoSection);
  }

  /**
   * Adds notes to what the coach knows (a module that owns the facts registers them at start-up,
   * e.g. the lineup module its league rules); a note with a known id replaces it.
   */
  registerNotes(notes: readonly KnowledgeNote[]): void {
    this.notes = mergeNotes(this.notes, notes);
    this.built = undefined;
  }

  /** Every card the coach knows, in the card list's order. */
  coachCards(): CoachCard[] {
    return this.cards;
  }

  async product(): Promise<ProductFacts> {
    return {
      name: this.config.appName,
      priceLabel: ANNUAL_PLAN.label,
      trialDays: await this.appConfig.trialPeriodDays(),
    };
  }

  /** The search index for the current trial length. */
  async index(): Promise<CoachIndex> {
    const { trialDays } = await this.product();
    if (this.built?.trialDays !== trialDays) {
      const faq = supportFaq(supportFactsOf(this.config, trialDays));
      this.built = {
        trialDays,
        index: new CoachIndex({ cards: this.cards, info: this.info, faq, notes: this.notes }),
      };
    }
    return this.built.index;
  }
}
