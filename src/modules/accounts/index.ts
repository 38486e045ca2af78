/** What other modules may use of accounts: nothing yet (its controllers serve the admin API). */
export {};
