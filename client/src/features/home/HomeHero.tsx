import type { ReactNode } from 'react';
import classes from './HomeHero.module.css';

/**
 * A strip of cloth in a wooden rail: a heading, a line under it, and two cards dealt beside them
 * (drawn in CSS, hidden from screen readers). Static: its height depends on its text alone.
 */
export function ClothBanner({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={classes.hero} aria-labelledby={titleId}>
      <div className={classes.text}>
        <h1 id={titleId} className={classes.title}>
          {title}
        </h1>
        <p className={classes.lead}>{children}</p>
      </div>
      <div className={classes.table} aria-hidden>
        <span className={classes.deal}>7♠&#xFE0E;</span>
        <span className={classes.deal} data-red>
          Q♥&#xFE0E;
        </span>
        <span className={classes.ball} />
      </div>
    </section>
  );
}

/** The home page's opening: what the cards are for, in two lines, above the decks and the grid. */
export function HomeHero() {
  return (
    <ClothBanner titleId="home-hero-title" title="Get out of trouble and get shape">
      Kick shots and position play, learned one card at a time and practiced until they hold up in a match.
    </ClothBanner>
  );
}
