/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
export interface paths {
    "/api/frontend/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checks the session and returns the session data.
         * @description Answers the logged-in user's session data (user, rights, visible contexts, switched-on features); the
         *     SPA calls it at start and to keep the session alive. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["ping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Logs in with login, password and, when 2FA is on, a token; sets the session cookie.
         * @description Checks login, password and, when the user has 2FA on, the 6-digit token; on success creates a session
         *     and sets its cookie `sid`. A user with 2FA on who sends no token gets 401 with `missing2FAToken:
         *     true`. Too many failed attempts lock the login for a while (401, also with the right password). A
         *     request from a foreign `Origin` is refused with 403.
         *
         *     **Who may call:** anyone; no session needed.
         *
         *     Audits `login` on success, `loginFailed` for a wrong password or token, and `loginLocked` for an
         *     attempt while locked.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ends the session and clears its cookie.
         * @description Ends the session named by the cookie (if any) and clears the cookie. A session opened through the
         *     OpenID Provider also gets the provider's `endSessionUrl` when it offers one.
         *
         *     **Who may call:** anyone; no session needed.
         *
         *     Audits `logout` when a live session ended; nothing without one.
         */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/sso/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the login page offers 'Anmelden mit <name>' and whether password login is on.
         * @description What the login page offers: the provider's button (`Anmelden mit <name>`) when one is configured, and
         *     whether password login is on. Changes nothing.
         *
         *     **Who may call:** anyone; no session needed.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getSsoConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/sso/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Begins a login at the OpenID Provider (authorization code with PKCE, state and nonce).
         * @description Sets the flow cookie `sso_flow` (HttpOnly, SameSite=Lax, for the callback only) and redirects
         *     to the provider's authorization endpoint. Without a provider configured it redirects to the
         *     login page with `ssoError=notConfigured`.
         *
         *     **Who may call:** anyone; no session needed.
         *
         *     Writes no audit entry.
         */
        get: operations["ssoLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/sso/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's redirect back; exchanges the code, checks the ID token, logs in.
         * @description The flow named by `state` must be one this browser began (its `sso_flow` cookie) and is used
         *     once. The code is exchanged with the PKCE verifier; the ID token's signature, issuer,
         *     audience, expiry and nonce are checked. A login redirects to `/` with the session cookie; a
         *     refusal redirects to `/login?ssoError=<reason>` and is audited. A user the provider logged in
         *     before whose groups give no role any more (`noRole`) loses its access in the same step: the
         *     built-in role 'Ohne Zugang' without rights and contexts, its sessions ended, its own API tokens
         *     revoked (the last user manager keeps its role). A 'Testanmeldung' stores what the provider sent
         *     and redirects to the settings page, logging nobody in.
         *
         *     **Who may call:** anyone; no session needed.
         *
         *     Audits `ssoLogin` for a login and `ssoLoginRefused` for a refusal; for a leaver also
         *     `userChanged`, `sessionEnded` and `tokenRevoked` (actor: system).
         */
        get: operations["ssoCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/sso/test-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Begins a 'Testanmeldung': a login at the provider that only shows what it sent.
         * @description Begins a login at the provider like `ssoLogin`, but marked as a 'Testanmeldung': its callback stores
         *     what the provider sent (see `getSsoTestResult`) and logs nobody in.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`.
         *
         *     Writes no audit entry.
         */
        get: operations["ssoTestLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/sso/test-result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's last 'Testanmeldung': claims, groups, mapped role and contexts, or null.
         * @description The result of the caller's last 'Testanmeldung' (claims, groups, the role and contexts the mappings
         *     give), or `null` when there is none. Changes nothing.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getSsoTestResult"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/sso-mappings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider (if configured) and the group → role and group → contexts mappings.
         * @description The configured provider (name and issuer, or `null`) and the group → role and group → contexts
         *     mappings. A caller who does not see every context gets only the mappings within its contexts.
         *     Changes nothing.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getSsoMappings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/sso-mappings/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates (no uid) or changes a group's mapping; audited.
         * @description Creates a mapping (no `uid`) or changes the one named by `uid`: the provider group, the role it gives
         *     and the contexts (or all contexts). A group has at most one mapping (409). Users get the new mapping
         *     at their next login. As in the user dialog, the caller gives only rights it holds and contexts it
         *     sees, and changes only a mapping whose role and contexts it could give itself (403); a caller who
         *     does not see every context gives no role through a mapping (403), and a mapping beyond its
         *     contexts is answered 404.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`.
         *
         *     Audits `ssoMappingSaved` with the changed fields.
         */
        post: operations["saveSsoMapping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/sso-mappings/{uid}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a group's mapping; audited. Users keep what it gave until their next login.
         * @description Deletes the mapping named by `uid`; users keep what it gave until their next login. Only a mapping
         *     whose role and contexts the caller could give itself (403); one beyond its contexts is answered 404.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`.
         *
         *     Audits `ssoMappingDeleted`.
         */
        post: operations["deleteSsoMapping"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The contexts the user sees, with their store, register and store-agent counts.
         * @description The start page: each context the user sees with its numbers of stores, registers and store agents.
         *     Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/home/situation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What needs attention now, per context the user sees and in total.
         * @description The start page's situation view and the top bar's badge, polled every 30 seconds: per context the
         *     user sees, the open alerts that are critical (by the context's severity settings now) and those
         *     nobody has taken over, the rollouts paused, waiting for approval and running, the registers and
         *     store servers offline (`OFFLINE_AFTER_SECONDS`), the stores with a maintenance running, and the
         *     stores waiting for their update window; `total` adds them up. A separate operation from `getHome`,
         *     whose counts the statistics page shares and which stays as it was. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getHomeSituation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contexts, stores, registers, store servers, updates, rollouts, alerts and users by one term (since 7.2.0).
         * @description The command palette's search (Ctrl+K, issue 54) over the contexts the caller sees, best matches
         *     first and at most `limit` in all. A term is matched, ignoring case:
         *     - a register by its store and number in any common form ('4711/3', '4711-03', '4711 3',
         *       '4711.3'; leading zeros of the number do not count) or by the start of its host name;
         *     - a store by the start of its number, a part of its name or of its Betriebsstätte's city;
         *       the same store's server (where store servers are switched on) by its number or host name;
         *     - a context by a part of its key or name; an update by a part of its file name or tag, and
         *       the rollouts of such an update; the alerts not closed of a store found (by its register,
         *       its number or its name);
         *     - a user by a part of the login, name or e-mail, only for a caller with the right USERS and only
         *       users that caller may see (as on the page 'Benutzer').
         *     Each result names its kind, a German title and subtitle, its context's key (null for a user)
         *     and the console page that shows it with the object selected (`link`, a path of the SPA). A term
         *     that is empty after trimming or longer than 200 characters is refused with 400.
         *
         *     **Who may call:** any logged-in user or API token; no right needed (users need USERS).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The changes of a context as Server-Sent Events (since 7.3.0).
         * @description A stream (`text/event-stream`) that stays open. Each event is one `LiveEvent` as JSON in its
         *     `data` line, its `kind` in the `event` line and an `id` to resume from:
         *     - `cashpoint`, `storeAgent`: a register's or store server's row changed; `changes` holds only
         *       the fields that changed (it went offline or came back, another version was installed);
         *     - `alert`: an alert of the context was opened, changed (taken over, acknowledged, snoozed) or
         *       closed (`state`);
         *     - `rollout`, `action`: a rollout's or remote action's state or counts changed;
         *     - `reload`: the stream cannot say what changed (the gap since `Last-Event-ID` is older than
         *       the server keeps), or more than 5,000 registers and store servers of the context changed
         *       within 500 ms (a fleet back from an outage); read the pages again.
         *     Changes of the same object within 500 ms are sent as one event. A comment line is sent every
         *     20 s so proxies keep the connection open. A client that reconnects with the header
         *     `Last-Event-ID` (as `EventSource` does) receives what it missed; the server keeps the events of
         *     the last 10 minutes, across all of its instances (they share them through the database).
         *
         *     The stream ends within a second when the session ends, the caller no longer sees the context
         *     or a token is revoked; a client that does not read what it is sent is cut off. Events of store
         *     servers reach only callers who may open the page 'STORE-Instanzen'. One session or token may
         *     open at most 120 streams a minute (a browser reconnects after 2 s); more are refused with 429.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getLiveEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/cashpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stores of a context with their registers.
         * @description The reply carries an `ETag`; a request whose `If-None-Match` names it is answered `304`
         *     without a body as long as nothing in the tree has changed (no register, rollout state or
         *     version, and no register has gone offline since).
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getCashpointTree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/cashpoints/detail/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One register with its version history.
         * @description A register of the context by `uid`: its state, versions and the update files it installed, newest
         *     first. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getCashpointDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/cashpoints/detail/cashpointinfo/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A register's config values, service states, status info, active promotions and hosts file.
         * @description What the register last reported about itself: configuration values, service states, status info,
         *     active promotions (only where the installation handles them) and its hosts file. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getCashpointInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/cashpoints/log/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The install log of one update on a register.
         * @description The install log of the register for one update file (`syncfileUid`), with the time it was written; 404
         *     when the register has none. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getCashpointLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/cashpoints/delete/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a register.
         * @description Deletes the register `uid` of the context.
         *
         *     **Who may call:** a user or API token with the right `CASHPOINTS_CHANGE`. The context (`contextId` in
         *     the query) must be one the caller sees (else 403).
         *
         *     Audits `cashpointDeleted`.
         *
         *     The register's fiscal record stays (issue 52, since 7.0.0) with its decommissioning day and reason
         *     from the optional body (the day by default today in Berlin), and a change to report (registerRemoved).
         *     A day in the future or before the register was first seen is refused (400).
         */
        delete: operations["deleteCashpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/stores/delete/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a store with all its registers.
         * @description Deletes the store `uid` of the context, and with it its registers, its store agent and its calendar.
         *
         *     **Who may call:** a user or API token with the right `CASHPOINTS_CHANGE`. The context (`contextId` in
         *     the query) must be one the caller sees (else 403).
         *
         *     Audits `storeDeleted`; also sends the event webhooks' `storeDeleted` event. The store's and its
         *     registers' fiscal records stay (issue 52, since 7.0.0): the store closed and its registers
         *     decommissioned today (Berlin), changes to report (storeClosed, registerRemoved).
         */
        delete: operations["deleteStore"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/cashpoints/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a register in a store.
         * @description Creates a register with the given `posId` in the store `storeUid` of the context and answers its uid;
         *     409 when the store has that register already.
         *
         *     **Who may call:** a user or API token with the right `CASHPOINTS_CHANGE`. The context (`contextId` in
         *     the query) must be one the caller sees (else 403).
         *
         *     Audits `cashpointCreated`.
         */
        post: operations["createCashpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/stores/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a store.
         * @description Creates a store with the given `storeId` in the context and answers its uid; 409 when the context has
         *     that store already.
         *
         *     **Who may call:** a user or API token with the right `CASHPOINTS_CHANGE`. The context (`contextId` in
         *     the query) must be one the caller sees (else 403). It exists only while the feature `hasCreateButtons`
         *     is on (else 404).
         *
         *     Audits `storeCreated`; also sends the event webhooks' `storeCreated` event.
         */
        post: operations["createStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/stores/updateName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renames a store.
         * @description Sets the display name of the store `storeId` of the context (trimmed; a bad name is 400).
         *
         *     **Who may call:** a user or API token with the right `CASHPOINTS_CHANGE`. The context (`contextId` in
         *     the query) must be one the caller sees (else 403).
         *
         *     Audits `storeRenamed` with the old and new name.
         */
        post: operations["updateStoreName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store agents of a context.
         * @description The store agents (STORE instances) of the context with their state and versions. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the feature `hasStoreAgents` is on
         *     (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getStoreAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-agents/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One store agent with its version history.
         * @description The store agent of a store of the context (by `storeId`): its state, versions and the update files it
         *     installed. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the feature `hasStoreAgents` is on
         *     (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getStoreAgentDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-agents/log/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The install log of one update on a store agent.
         * @description The install log of the store agent for one update file, with the time it was written; 404 when it has
         *     none. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the feature `hasStoreAgents` is on
         *     (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getStoreAgentLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-agents/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a store agent.
         * @description Deletes the store agent named in the body.
         *
         *     **Who may call:** a user or API token with the right `CASHPOINTS_CHANGE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403). It exists only while the feature `hasStoreAgents` is
         *     on (else 404).
         *
         *     Audits `storeAgentDeleted`.
         */
        post: operations["deleteStoreAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-agents/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renames the store of a store agent.
         * @description Sets the display name of the store agent named in the body (a bad name is 400).
         *
         *     **Who may call:** a user or API token with the right `CASHPOINTS_CHANGE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403). It exists only while the feature `hasStoreAgents` is
         *     on (else 404).
         *
         *     Audits `storeRenamed` for its store with the old and new name.
         */
        post: operations["updateStoreAgentName"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/cashpoint-updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the register updates of a context; archived ones only on request.
         * @description The update files for registers of the context, in install order, with status, targets and release
         *     date. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getCashpointUpdates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/cashpoint-updates/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One register update with its tree of target stores and registers.
         * @description One update file for registers of the context by `filename`: its settings and its tree of target stores
         *     and registers. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getCashpointUpdateDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/cashpoint-updates/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a register update's status, release date, tag, comment and target registers. While the update has a rollout in draft, running, waiting for approval or paused, a change of its status is a 409 (German: start the plan, or pause or cancel the rollout).
         * @description Changes an uploaded update file for registers: status, release date, version tag, comment and targets.
         *     Unknown targets are 400; a status change the update's rollout forbids is 409.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_CHANGE`. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Audits `updateSaved` with the changed fields; a new status also sends the event webhooks'
         *     `updateStatusChanged` event.
         */
        post: operations["saveCashpointUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/cashpoint-updates/uploadfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a new register update file (multipart); it joins the top of the list.
         * @description Uploads an update file for registers (multipart) into the context; it joins the top of the install
         *     order. A file of that name in the context is 409.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_CHANGE`. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Audits `updateUploaded`; also sends the event webhooks' `updateUploaded` event.
         */
        post: operations["uploadCashpointUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/cashpoint-updates/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a register update and its file.
         * @description Deletes the update file for registers named by `filename`, and its stored file.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_CHANGE`. The context (`contextId` in the
         *     body) must be one the caller sees (else 403).
         *
         *     Audits `updateDeleted`.
         */
        post: operations["deleteCashpointUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/cashpoint-updates/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archives a register update or takes it out of the archive. While the update's rollout is running, waiting for approval or paused, a 409 (German: pause or cancel the rollout).
         * @description Archives (`archive: true`) or restores an update file for registers; an archived update is hidden from
         *     lists and offered to no agent. Archiving what is archived already changes nothing; an update a running
         *     rollout uses is 409.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_CHANGE`. The context (`contextId` in the
         *     body) must be one the caller sees (else 403).
         *
         *     Audits `updateArchived` or `updateUnarchived` (nothing when nothing changed); archiving also sends the
         *     event webhooks' `updateArchived` event.
         */
        post: operations["archiveCashpointUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/cashpoint-updates/move-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves a register update one place up the list (swaps it with the next higher order key).
         * @description Moves the update file for registers one place earlier in the install order; at the top already it is
         *     409.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_ORDER_CHANGE`. The context (`contextId`
         *     in the body) must be one the caller sees (else 403).
         *
         *     Audits `updateMovedUp`.
         */
        post: operations["moveCashpointUpdateUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/cashpoint-updates/move-down": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves a register update one place down the list (swaps it with the next lower order key).
         * @description Moves the update file for registers one place later in the install order; at the bottom already it is
         *     409.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_ORDER_CHANGE`. The context (`contextId`
         *     in the body) must be one the caller sees (else 403).
         *
         *     Audits `updateMovedDown`.
         */
        post: operations["moveCashpointUpdateDown"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the store updates of a context; archived ones only on request.
         * @description The update files for store servers of the context, in install order, with status, targets and release
         *     date. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the feature `hasStoreAgents` is on
         *     (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getStoreUpdates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-updates/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One store update with its tree of target store agents.
         * @description One update file for store servers of the context by `filename`: its settings and its target stores.
         *     Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the feature `hasStoreAgents` is on
         *     (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getStoreUpdateDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-updates/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a store update's status, release date, tag, comment and target store agents. While the update has a rollout in draft, running, waiting for approval or paused, a change of its status is a 409 (German: start the plan, or pause or cancel the rollout).
         * @description Changes an uploaded update file for store servers: status, release date, version tag, comment and
         *     targets. Unknown targets are 400; a status change the update's rollout forbids is 409.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_CHANGE`. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the feature `hasStoreAgents` is on
         *     (else 404).
         *
         *     Audits `updateSaved` with the changed fields; a new status also sends the event webhooks'
         *     `updateStatusChanged` event.
         */
        post: operations["saveStoreUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-updates/uploadfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a new store update file (multipart); it joins the top of the list.
         * @description Uploads an update file for store servers (multipart) into the context. A file of that name in the
         *     context is 409.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_CHANGE`. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the feature `hasStoreAgents` is on
         *     (else 404).
         *
         *     Audits `updateUploaded`; also sends the event webhooks' `updateUploaded` event.
         */
        post: operations["uploadStoreUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-updates/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a store update and its file.
         * @description Deletes the update file for store servers named by `filename`, and its stored file.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_CHANGE`. The context (`contextId` in the
         *     body) must be one the caller sees (else 403). It exists only while the feature `hasStoreAgents` is on
         *     (else 404).
         *
         *     Audits `updateDeleted`.
         */
        post: operations["deleteStoreUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-updates/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archives a store update or takes it out of the archive. While the update's rollout is running, waiting for approval or paused, a 409 (German: pause or cancel the rollout).
         * @description Archives (`archive: true`) or restores an update file for store servers. Archiving what is archived
         *     already changes nothing; an update a running rollout uses is 409.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_CHANGE`. The context (`contextId` in the
         *     body) must be one the caller sees (else 403). It exists only while the feature `hasStoreAgents` is on
         *     (else 404).
         *
         *     Audits `updateArchived` or `updateUnarchived` (nothing when nothing changed); archiving also sends the
         *     event webhooks' `updateArchived` event.
         */
        post: operations["archiveStoreUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-updates/move-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves a store update one place up the list (swaps it with the next higher order key).
         * @description Moves the update file for store servers one place earlier in the install order; at the top already it
         *     is 409.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_ORDER_CHANGE`. The context (`contextId`
         *     in the body) must be one the caller sees (else 403). It exists only while the feature `hasStoreAgents`
         *     is on (else 404).
         *
         *     Audits `updateMovedUp`.
         */
        post: operations["moveStoreUpdateUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-updates/move-down": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves a store update one place down the list (swaps it with the next lower order key).
         * @description Moves the update file for store servers one place later in the install order; at the bottom already it
         *     is 409.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_ORDER_CHANGE`. The context (`contextId`
         *     in the body) must be one the caller sees (else 403). It exists only while the feature `hasStoreAgents`
         *     is on (else 404).
         *
         *     Audits `updateMovedDown`.
         */
        post: operations["moveStoreUpdateDown"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists one page of users, with the contexts and roles the user dialog offers.
         * @description One page of user accounts with role, visible contexts, 2FA and lock state, and the roles and contexts
         *     the user dialog offers. Changes nothing.
         *
         *     **Who may call:** a user or API token with the right `USERS`.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/users/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user as the user form shows it (never the password).
         * @description One user account by `uid`; a user the caller may not manage is 403. Changes nothing.
         *
         *     **Who may call:** a user or API token with the right `USERS`.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /**
         * Deletes a user.
         * @description Deletes the user `uid`. Deleting oneself is 400; a user the caller may not manage is 403; the last
         *     user who can manage users is 409.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`.
         *
         *     Audits `userDeleted`.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/users/unlock/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forgets the user's failed logins, so every address may log in again at once.
         * @description Lifts the login lock of the user `uid` after too many failed logins; a user the caller may not manage
         *     is 403.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`.
         *
         *     Audits `userUnlocked`.
         */
        post: operations["unlockUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/users/sendUserForm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates (no uid) or updates (uid) a user.
         * @description Creates a user (no `uid`) or changes one: login, names, role, visible contexts, password and 2FA. The
         *     caller can grant only rights and contexts it holds itself (403 otherwise); a login in use is 409;
         *     validation problems are 400, one German line each.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`.
         *
         *     Audits `userCreated` or `userChanged` with the changed fields.
         */
        post: operations["saveUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/users/updatePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes the logged-in user's password.
         * @description Sets the caller's own password after checking the current one, and ends the account's other
         *     sessions (the calling one stays). A wrong current password or a new one that breaks the rules is
         *     not an error: it answers 200 with `passwordSet: false` and the German reason in `message`.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. It touches the caller's own
         *     account: with an API token, the token also needs `USERS_CHANGE` among its scopes.
         *
         *     Audits `passwordChanged`, without either value.
         */
        post: operations["updatePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/users/qrcode/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A new 2FA seed with its QR code for the user `uid`; never the seed it has stored.
         * @description A new 2FA seed for the user `uid` with its QR code, to scan in an authenticator app: the caller's own,
         *     or a user the caller may manage (403 otherwise). A stored (enrolled) seed is never shown again: every
         *     call gives a new seed, which counts only once verified (`verify2FA`) and saved. Nothing is stored.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. It touches the caller's own
         *     account: with an API token, the token also needs `USERS_CHANGE` among its scopes.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getUserQrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/users/generate2FASeed/{login}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Makes a new 2FA seed with its QR code for a login; nothing is stored.
         * @description Makes a new 2FA seed with its QR code for `login`: the caller's own, or, with USERS_CHANGE, a user the
         *     caller may manage (403 otherwise). Nothing is stored: the seed counts only once verified (`verify2FA`)
         *     and saved.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. It touches the caller's own
         *     account: with an API token, the token also needs `USERS_CHANGE` among its scopes.
         *
         *     Writes no audit entry.
         */
        get: operations["generate2FASeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/users/verify2FA": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks a 2FA token against a seed; a seed verified here may then be turned on in this session.
         * @description Checks a 6-digit token against a seed; a seed verified here may then be switched on in this session
         *     (`update2FA`, or the user form). Changes no account.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. It touches the caller's own
         *     account: with an API token, the token also needs `USERS_CHANGE` among its scopes.
         *
         *     Writes no audit entry.
         */
        post: operations["verify2FA"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/users/update2FA": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns 2FA on or off for the logged-in user. Turning it on needs a seed verified in this session.
         * @description Switches 2FA on with a seed verified in this session (else 400) or off.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. It touches the caller's own
         *     account: with an API token, the token also needs `USERS_CHANGE` among its scopes.
         *
         *     Audits `twoFactorChanged`.
         */
        post: operations["update2FA"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/users/saveColumnFilters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the logged-in user's named column selections of the report tables.
         * @description Stores the caller's column filters of a report table, so the table opens with them next time.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. It touches the caller's own
         *     account: with an API token, the token also needs `USERS_CHANGE` among its scopes.
         *
         *     Writes no audit entry.
         */
        post: operations["saveColumnFilters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/users/saveColumnWidths": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the logged-in user's column widths of the report tables.
         * @description Stores the caller's column widths of a report table.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. It touches the caller's own
         *     account: with an API token, the token also needs `USERS_CHANGE` among its scopes.
         *
         *     Writes no audit entry.
         */
        post: operations["saveColumnWidths"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists the logged-in user's live sessions, the most recently used first.
         * @description A session is named by a public id; its cookie token never appears. A change of the user's password or 2FA ends its other sessions, so after one the list holds only the current session.
         *     **Who may call:** any logged-in user or API token; no right needed. It touches the caller's own account: with an API token, the token also needs `USERS_CHANGE` among its scopes.
         *     Reads only; writes no audit entry.
         */
        get: operations["getOwnSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/account/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Ends one of the logged-in user's sessions; ending the current one is a logout.
         * @description The session is ended at once: its cookie answers 401 from then on. Ending the current session also clears the session cookie, as `logout` does. An id that is not one of the user's own sessions answers 404 and ends nothing.
         *     **Who may call:** any logged-in user or API token; no right needed. It touches the caller's own account: with an API token, the token also needs `USERS_CHANGE` among its scopes.
         *     Audits `sessionEnded`.
         */
        delete: operations["endOwnSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/reports/cashpoint-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The register report of a context: one row per register and the columns the context shows.
         * @description Without paging parameters the reply holds every register of the context (filtered and sorted
         *     if asked). Without any report parameter it carries an `ETag`, and a request naming it in
         *     `If-None-Match` is answered `304` while no register of the context has changed. With `page` or `size` it holds that page of the filtered, sorted rows; `total` and
         *     `warningCount` count all rows the filters let through. Filters and warnings consider only the
         *     selected `columns` (all columns the context shows when not given).
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the feature `hasStatsMenu` is on
         *     (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getCashpointReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/reports/storeagent-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store report of a context: one row per store instance and the columns the context shows.
         * @description Paged, filtered and sorted like the register report: without paging parameters the whole
         *     list, with `page` or `size` one page; `total` and `warningCount` count all filtered rows.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the features `hasStatsMenu`,
         *     `hasStoreAgents` are on (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getStoreAgentReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/reports/cashpoint-report.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The register report as CSV: every row the filters let through, sorted, with the selected columns.
         * @description Semicolon-separated with a byte order mark and CRLF line ends, German headers, cells as the
         *     table shows them; a cell starting with = + - @ gets a leading apostrophe. Streamed, so a
         *     context of any size is not held in memory.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the feature `hasStatsMenu` is on
         *     (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getCashpointReportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/reports/storeagent-report.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store report as CSV: every row the filters let through, sorted, with the selected columns.
         * @description Semicolon-separated with a byte order mark and CRLF line ends, German headers, cells as the
         *     table shows them; a cell starting with = + - @ gets a leading apostrophe. Streamed, so a
         *     context of any size is not held in memory.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the features `hasStatsMenu`,
         *     `hasStoreAgents` are on (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getStoreAgentReportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The contexts the user sees, with their counts, for the statistics page.
         * @description The contexts the user sees, with their counts, for the statistics page. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. It exists only while the feature
         *     `hasStatistics` is on (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/statistics/cashpoint-versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The non-archived register updates of a context, newest first, for the version statistics.
         * @description The update files installed on the context's registers, with their counts. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the feature `hasStatistics` is on
         *     (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getCashpointVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/statistics/storeagent-versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The non-archived store updates of a context, newest first, for the version statistics.
         * @description The update files installed on the context's store agents, with their counts. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the features `hasStatistics`,
         *     `hasStoreAgents` are on (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getStoreAgentVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/statistics/cashpoint-versions/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many registers have one update installed and how many do not.
         * @description For one update file (`filename`): the context's registers that have it installed and those that do
         *     not. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the feature `hasStatistics` is on
         *     (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getCashpointVersionStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/statistics/storeagent-versions/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many store agents have one update installed and how many do not.
         * @description For one update file (`filename`): the context's store agents that have it installed and those that do
         *     not. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the features `hasStatistics`,
         *     `hasStoreAgents` are on (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getStoreAgentVersionStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/history/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A context's fleet per day (since 7.1.0) - registers per version, online share, open alerts, red stores.
         * @description The daily snapshots of the context ('Versionen im Verlauf', issue 53) of the last `days` days
         *     (today counted, days in the console's `TIME_ZONE`), oldest first; a day without a snapshot (the
         *     console was not running) is left out. A daily job takes each context's snapshot (registers per
         *     installed version, online registers, open alerts per kind, red stores); a later run of the same
         *     day replaces that day's, and a missing yesterday is filled from the state at the job's start.
         *     `version` null counts the registers without an installed update. `versions` lists every version
         *     of the range, newest update first. `weekOverWeek` compares the newest snapshot with the one
         *     seven days before it, per version (registers then and now, and the difference).
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the feature `hasStatistics` is on
         *     (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getVersionHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/history/versions.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A context's fleet per day and version as CSV (since 7.1.0).
         * @description The snapshots of `GET /history/versions` as CSV, one line per day and version, oldest day first.
         *     Semicolon-separated with a byte order mark and CRLF line ends, as the reports. Columns: Tag;
         *     Version ('ohne Version' for registers without an installed update); Kassen; Kassen gesamt;
         *     Online-Anteil (%); Offene Alarme; Rote Filialen.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the feature `hasStatistics` is on
         *     (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getVersionHistoryCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/contexts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lists one page of contexts, with every check a context can show.
         * @description One page of the contexts the user sees (uid, key, name, type) with their total, and the store
         *     and register checks a context can show. Changes nothing.
         *
         *     **Who may call:** a user or API token with the right `CONTEXTS`. It exists only while the feature
         *     `hasContextManagement` is on (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getContexts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/contexts/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One context as the context form shows it.
         * @description One context by `uid` with its settings; a context the user does not see is 403. The agent secret
         *     (`hashSecret`) is null here for every caller since 3.0.0: it is write-only, shown only on request
         *     by `POST /api/frontend/contexts/{uid}/secret` (audited). Changes nothing.
         *
         *     **Who may call:** a user or API token with the right `CONTEXTS`. It exists only while the feature
         *     `hasContextManagement` is on (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getContext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/contexts/{uid}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 'Anzeigen': the context's agent secret (hashSecret), shown on request; needs CONTEXTS_CHANGE; audited.
         * @description The agent secret of the context `uid` (null when it has none), which the context form no longer
         *     carries (since 3.0.0). A context the user does not see is 403.
         *
         *     **Who may call:** a user or API token with the right `CONTEXTS_CHANGE`. It exists only while the
         *     feature `hasContextManagement` is on (else 404).
         *
         *     Audits `contextSecretShown`, every time.
         */
        post: operations["showContextSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/contexts/sendContextForm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates (no uid) or updates (uid) a context.
         * @description Creates a context (no `uid`) or changes one: key, name, type, agent secret and the report columns it
         *     shows. A key in use is 409; validation problems are 400, one German line each.
         *
         *     **Who may call:** a user or API token with the right `CONTEXTS_CHANGE`. It exists only while the
         *     feature `hasContextManagement` is on (else 404).
         *
         *     Audits `contextCreated` or `contextChanged` with the changed fields.
         */
        post: operations["saveContext"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of alerts of the contexts the user sees, open ones first, then the newest.
         * @description The alerts of the contexts the user sees, open ones first, optionally of one context (`contextId`, 403
         *     when not visible). Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. An optional context (`contextId`
         *     in the query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/alerts/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stores of a context with an alert that is not closed (the fleet trees mark them).
         * @description The uids of the context's stores named by an alert that is not closed, for the marks in the fleet
         *     trees. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getAlertStores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/alerts/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An operator acknowledges an open alert, or several at once, with a comment (recorded in the audit log).
         * @description Acknowledges the open alert `uid` (of a context the user sees) with a comment. A closed alert is 409.
         *
         *     Several at once (since 2.1.0): `uids` instead of `uid` (one of the two, at most 500), one comment
         *     for all. Every alert must be one of a context the user sees, else the whole request is 404 and
         *     nothing changes. Alerts of the list that are closed meanwhile are left as they are and named in
         *     the reply's `closedUids`; the others are acknowledged together.
         *
         *     **Who may call:** a user or API token with the right `ALERTS_ACKNOWLEDGE`.
         *
         *     Audits `alertAcknowledged`, once per alert.
         */
        post: operations["acknowledgeAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/alerts/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 'Übernehmen': the caller takes an alert that is not closed over; needs ALERTS_ACKNOWLEDGE; audited.
         * @description Sets the alert's `assignee` to the caller (name and time); taking over an alert someone else
         *     holds replaces them (the audit log keeps who it was). An alert of a context the caller does not
         *     see is 404, a closed one 409.
         *
         *     Several at once (since 2.1.0): `uids` instead of `uid` (one of the two, at most 500). Every alert
         *     must be one of a context the user sees, else the whole request is 404 and nothing changes.
         *     Alerts of the list that are closed meanwhile are left as they are and named in the reply's
         *     `closedUids`; the others become the caller's together.
         *
         *     **Who may call:** a user or API token with the right `ALERTS_ACKNOWLEDGE`.
         *
         *     Audits `alertAssigned`, once per alert.
         */
        post: operations["assignAlert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/alerts/snooze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 'Stummschalten': an operator snoozes alerts that are not closed until a time, with an optional comment; audited.
         * @description Snoozes the alerts `uids` (at most 500; one is a list of one) until `until`, which must lie in
         *     the future and at most 7 days ahead. A snoozed alert is not notified: its notifications wait
         *     until the snooze ends and go out then if it is still open. The snooze ends at `until` by itself,
         *     and early when the alert's severity rises (its context's settings raise its kind's severity).
         *     An alert of the same kind and subject that opens again while the snooze runs (its cause came
         *     back after it closed) keeps the snooze. Snoozing a snoozed alert again replaces its snooze. Every alert must be one of a context the user
         *     sees, else the whole request is 404 and nothing changes. Alerts of the list that are closed
         *     meanwhile are left as they are and named in the reply's `closedUids`.
         *
         *     **Who may call:** a user or API token with the right `ALERTS_ACKNOWLEDGE`.
         *
         *     Audits `alertSnoozed`, once per alert.
         */
        post: operations["snoozeAlerts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stores and registers of a context in maintenance ('Wartung') now (the trees mark them).
         * @description Every maintenance of the context that has begun and neither reached its end nor was ended,
         *     soonest end first.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getMaintenance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/maintenance/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Puts a store or a register into maintenance ('Wartung') from now until a time; needs ALERTS_ACKNOWLEDGE; audited.
         * @description From now until `until` (at most 30 days ahead) the subject's alerts (a store's: its own and
         *     its registers') are still detected and listed, with `maintenance` set, but not notified;
         *     notifications of them wait until the maintenance ends and go out then if the alert is still
         *     open. Without `cashpointUid` the whole store. A subject already in maintenance is 409; end it
         *     first.
         *
         *     **Who may call:** a user or API token with the right `ALERTS_ACKNOWLEDGE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403).
         *
         *     Audits `maintenanceStarted`.
         */
        post: operations["startMaintenance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/maintenance/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends a running maintenance now; needs ALERTS_ACKNOWLEDGE; audited.
         * @description The subject's alerts are notified again from now on; notifications held for the maintenance
         *     become due now. A maintenance already over is 409.
         *
         *     **Who may call:** a user or API token with the right `ALERTS_ACKNOWLEDGE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403).
         *
         *     Audits `maintenanceEnded`.
         */
        post: operations["endMaintenance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/alerts/{uid}/before": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 'Vorher geändert' (since 7.1.0): what changed at an alert's store and its registers in the 24 hours before it opened, and the rollout waves that took the store then.
         * @description The alert `uid` of a context the caller sees (else 404): the values its store server and the
         *     registers of its store reported differently (history's changes, key, old and new) from 24 hours
         *     before it opened until it opened, newest first, at most 500 (`truncated` when there were more);
         *     and the rollout waves that took its store (or rolled it back) in that window. An alert without
         *     a store (a rollout's) has empty lists. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The alert's context must be
         *     one the caller sees (else 404, as if it did not exist).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getAlertBefore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/history/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 'Vergleichen' (since 7.1.0): a register's reported values at two times, or two registers now, as a diff.
         * @description The values a register (`cashpointUid`) reported as history keeps them (versions, config values,
         *     services, hosts entries, agent info, TSE, devices), at `at` (default now) on the left, and on the
         *     right either at `otherAt` or, with `otherCashpointUid`, another register's values at `at`;
         *     exactly one of `otherAt` and `otherCashpointUid` (else 400). Only the keys whose values differ
         *     are listed (null: not reported then), with the counts. A time in the future (more than a minute
         *     ahead of the server's clock; within it, taken as now) or before the
         *     history kept (`HISTORY_DAYS`, or before the register's first full heartbeat) is a 400; a
         *     register that is not one of the context's a 404. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getHistoryCompare"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/alert-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A context's alert rules, quiet hours, mail recipients and webhook.
         * @description The context's alert settings: its rules, quiet hours, mail recipients and webhook URL (whether a
         *     webhook secret is set, never the secret). Changes nothing.
         *
         *     **Who may call:** a user or API token with the right `CONTEXTS_CHANGE`. The context (`contextId` in
         *     the query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getAlertSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/alert-settings/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a context's alert settings (recorded in the audit log; the webhook secret never).
         * @description Replaces the context's alert settings; validation problems are 400, one German line each.
         *
         *     **Who may call:** a user or API token with the right `CONTEXTS_CHANGE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403).
         *
         *     Audits `alertSettingsSaved` with the changed fields (the webhook secret only as changed, never its
         *     value). A kind whose severity it raises ends its alerts' snoozes, each audited as `alertSnoozed`
         *     with the snooze's end emptied and the severity before and after.
         */
        post: operations["saveAlertSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store's calendar with today's state and its next update window; without storeUid the context's calendar.
         * @description A store without a calendar of its own shows its context's (`own: false`). Special days of the
         *     context apply to every store; a store's own special day on the same date wins. `state` and
         *     `nextWindow` are given for a store only; `nextWindow` is null when the context has no update
         *     window rule (updates install at any time) or no window opens within 60 days.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getStoreCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-calendar/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a store's calendar (or, without storeUid, the context's); needs CALENDAR_CHANGE; audited.
         * @description Saves the calendar of the context (no `storeUid`) or of one store: time zone, opening hours, holiday
         *     region and special days; a store may inherit the context's (`inherit`).
         *
         *     **Who may call:** a user or API token with the right `CALENDAR_CHANGE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403).
         *
         *     Audits `calendarSaved` with the changed fields.
         */
        post: operations["saveStoreCalendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-calendar/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies opening hours or a special day to many stores at once; with dryRun only counts them.
         * @description Applies opening hours or a special day to many stores of the context at once; answers how many stores
         *     it applies to (with `dryRun`, only counts them).
         *
         *     **Who may call:** a user or API token with the right `CALENDAR_CHANGE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403).
         *
         *     Audits `calendarBulkChanged` once, with the number of stores and the change; a dry run or a change
         *     that reaches no store records nothing.
         */
        post: operations["bulkStoreCalendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-calendar.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every store's calendar as CSV, one line per store.
         * @description Semicolon-separated with a byte order mark and CRLF line ends, as the reports. Columns:
         *     Filiale; Name; Zeitzone; Feiertagsregion; Mo … So (ranges 'HH:mm-HH:mm', several joined by
         *     ','; empty: closed); Sondertage ('YYYY-MM-DD closed|blackout|HH:mm-HH:mm … Notiz', joined by
         *     ' | '). A store without its own calendar is written with its context's.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getStoreCalendarCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-calendar/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports calendars from a CSV as the export writes it; checked whole before anything is written.
         * @description Every line is checked first. While any line is bad the reply is 400 with a German message per
         *     bad line (with its line number; the first 100, the others counted in `more`) and nothing is
         *     written. With dryRun a good file is only counted. A file with more lines than the context has
         *     stores, plus 100, is refused as a whole (400, `lines` empty).
         *
         *     **Who may call:** a user or API token with the right `CALENDAR_CHANGE`. The context (`contextId`, a
         *     field of the multipart body; 400 without it) must be one the caller sees (else 403).
         *
         *     Audits `calendarImported` once, with the number of stores written; a dry run or a file that
         *     changes nothing records nothing.
         */
        post: operations["importStoreCalendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/update-window-rule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A context's update window rule, or with storeUid the store's (its own, or its context's).
         * @description The update window rule of the context (no `storeUid`) or of one store (its own or inherited): when
         *     agents may install updates. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getUpdateWindowRule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/update-window-rule/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a context's rule, or a store's override (inherit drops the override); needs CALENDAR_CHANGE; audited.
         * @description Saves the update window rule of the context (no `storeUid`) or of one store, or lets a store inherit
         *     the context's (`inherit`, only with a store: else 400).
         *
         *     **Who may call:** a user or API token with the right `CALENDAR_CHANGE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403).
         *
         *     Audits `windowRuleSaved` with the changed fields.
         */
        post: operations["saveUpdateWindowRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-calendar/waiting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stores of a context that have an update due but are outside their update window now.
         * @description The stores of the context with an update due that wait for their update window: when they may install
         *     (`notBefore`, in the store's time zone) and how many registers wait. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getStoresWaitingForWindow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/rollouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every rollout of a context (or of one update of it), newest first.
         * @description The rollouts of the context, newest first, with state and current wave. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getRollouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/rollouts/awaiting-approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rollouts of every context the user sees whose next wave waits for an approval (the start page).
         * @description For the start page: the rollouts waiting for an approval, of all contexts the user sees. Changes
         *     nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getRolloutsAwaitingApproval"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/rollouts/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates an update's rollout plan, or replaces the waves of its plan while it is a draft; needs UPDATES_CHANGE; audited.
         * @description Creates a rollout plan (draft) for an update of the context, or changes a draft: waves, gates and
         *     approvals. A started rollout, or an update that is archived, active or deleted, is 409.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_CHANGE`. The context (`contextId` in the
         *     body) must be one the caller sees (else 403).
         *
         *     Audits `rolloutSaved` with the changed fields.
         */
        post: operations["saveRollout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/rollouts/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A rollout with its waves, each wave's gates and counts (the progress view).
         * @description One rollout of the context by `uid`: its update, state (and why it paused), author, current wave,
         *     whether the caller may approve, and its waves. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getRollout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/rollouts/{uid}/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stores of a rollout (or of one wave), each with its state, one page at a time.
         * @description The stores of the rollout `uid` with their wave, admission, install and rollback state. Changes
         *     nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getRolloutStores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/rollouts/{uid}/preflight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a start would do now, per wave (stores, registers, offline share, approvals, gates that cannot be measured), and when the first install could begin.
         * @description The pre-flight of the rollout `uid` before 'Starten': each wave's stores and targets as its plan
         *     would take them if it started now (a started wave: the stores it took), the share of those targets
         *     that is offline, whether a second person must approve it first, and the gates some of its stores
         *     cannot measure; the update's release time and the earliest start. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getRolloutPreflight"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/rollouts/{uid}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts a draft rollout with its first wave and sets the update Aktiv (409 for a Gelöscht or archived update or one without its file); when the first wave requires approval, the rollout waits for it instead (currentWave 0, the update not yet Aktiv) and the approval starts wave 1; needs UPDATES_CHANGE; audited.
         * @description Starts the draft rollout `uid`: its first wave opens (or waits for approval when the plan asks for
         *     one). The update must be neither archived nor deleted and its file must exist (409 otherwise); a
         *     rollout that moved on meanwhile is 409. An update whose release time lies in the future is 409 (the
         *     German message names the time, in the console's TIME_ZONE) unless `releaseNow` is true: then its
         *     release time is set to now in the start's transaction.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_CHANGE`. The context (`contextId` in the
         *     body) must be one the caller sees (else 403).
         *
         *     Audits `rolloutStarted` (or `rolloutAwaitingApproval`), and `updateSaved` of the update when its
         *     release time is moved to now; sends the event webhooks' rollout events.
         */
        post: operations["startRollout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/rollouts/{uid}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves the next wave of a rollout that waits for approval; needs ROLLOUTS_APPROVE, and the approver must not be the plan's author (403); audited.
         * @description Approves the wave the rollout `uid` waits for, with a comment (400 when empty); the plan's author may
         *     not approve (403); a rollout not waiting is 409.
         *
         *     The gates of the wave done before it are judged again: while one fails (`state: fails` in
         *     `GET /rollouts/{uid}`), the approval is 409 with `value` naming the failing gates' kinds
         *     (comma-separated) unless `overrideGates` is true and the comment has at least 10 characters
         *     (400 otherwise); the override is audited with the gates it overrode.
         *
         *     Four eyes compare persons: a service account stands for its owner, so a person approves neither
         *     their own plan through a service account they own nor a plan their service account wrote (403);
         *     a service account without an owner approves nothing (403). The audit entry of an approval by a
         *     service account names its owner (field `serviceAccountOwner`).
         *
         *     **Who may call:** a user or API token with the right `ROLLOUTS_APPROVE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403).
         *
         *     Audits `rolloutApproved`; sends the event webhooks' `rolloutWaveStarted` event.
         */
        post: operations["approveRollout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/rollouts/{uid}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pauses a running rollout, with a reason; no wave starts and no further store of the running wave gets the update; needs UPDATES_CHANGE; audited.
         * @description Pauses the rollout `uid` with a reason (400 when empty): no further stores are admitted until it is
         *     resumed.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_CHANGE`. The context (`contextId` in the
         *     body) must be one the caller sees (else 403).
         *
         *     Audits `rolloutPaused`; sends the event webhooks' `rolloutPaused` event.
         */
        post: operations["pauseRollout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/rollouts/{uid}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resumes a paused rollout; needs UPDATES_CHANGE; audited.
         * @description Resumes the paused rollout `uid`. While a gate of its current wave fails (`state: fails` in
         *     `GET /rollouts/{uid}`), the resume is 409 with `value` naming the failing gates' kinds
         *     (comma-separated) unless `overrideGates` is true and `comment` has at least 10 characters
         *     (400 otherwise): 'Trotz Prüfung fortsetzen'. An overridden gate then judges only what happens
         *     after the resume (its value then is its new baseline), so the job does not pause the rollout
         *     again for the same evidence.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_CHANGE`. The context (`contextId` in the
         *     body) must be one the caller sees (else 403).
         *
         *     Audits `rolloutResumed` (with the overridden gates and the comment).
         */
        post: operations["resumeRollout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/rollouts/{uid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels a rollout for good; stores that got the update keep it, no other store gets it. A draft is discarded instead (deleted, audited as rolloutDiscarded), so its update behaves as without a plan again; needs UPDATES_CHANGE; audited.
         * @description Cancels the rollout `uid`: no wave starts any more. A draft reached no store and is discarded
         *     (deleted) instead.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_CHANGE`. The context (`contextId` in the
         *     body) must be one the caller sees (else 403).
         *
         *     Audits `rolloutCancelled` (or `rolloutDiscarded` for a draft).
         */
        post: operations["cancelRollout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/rollouts/{uid}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rolls back a wave or chosen stores: the update is no longer due to their targets, which get the previous Aktiv version due again (inside their update windows, or at once with `immediately`); they are left out of later waves until included again; needs UPDATES_CHANGE; audited.
         * @description Rolls back a started wave (`wave`) or chosen admitted stores (`storeUids`), exactly one of the two
         *     (400 otherwise); with `immediately` the stores do not wait for their update window. Stores rolled back
         *     already stay as they are; a choice that changes nothing records nothing.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_CHANGE`. The context (`contextId` in the
         *     body) must be one the caller sees (else 403).
         *
         *     Audits `rolloutRolledBack` with the stores.
         */
        post: operations["rollbackRollout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/rollouts/{uid}/include": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Includes rolled-back stores again; their targets get the update due again at once (inside their update windows); needs UPDATES_CHANGE; audited.
         * @description Admits rolled-back stores (`storeUids`) of the rollout `uid` again; stores not rolled back are 400.
         *
         *     **Who may call:** a user or API token with the right `UPDATES_CHANGE`. The context (`contextId` in the
         *     body) must be one the caller sees (else 403).
         *
         *     Audits `rolloutStoresIncluded` with the stores.
         */
        post: operations["includeRolloutStores"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/rollout-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A context's rollout settings.
         * @description The context's rollout settings: whether a wave that needs no approval starts by itself once the gates
         *     of the one before hold (`autoAdvance`). Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getRolloutSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/rollout-settings/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves a context's rollout settings; needs ROLLOUTS_APPROVE (who approves decides when no one must); audited.
         * @description Saves the context's rollout settings.
         *
         *     **Who may call:** a user or API token with the right `ROLLOUTS_APPROVE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403).
         *
         *     Audits `rolloutSettingsSaved` with the changed fields.
         */
        post: operations["saveRolloutSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/action-kinds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The action catalogue: every kind of remote action with its German name, risk class, targets and parameters.
         * @description The kinds of remote action ('Aktionen') the console can send to agents, from its typed catalogue:
         *     there is no free-form command. A risky kind (`risky: true`) needs the right ACTIONS_RISKY besides
         *     ACTIONS_RUN to be requested, and the approval of a second person with it before anything is sent.
         *     Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getActionKinds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/actions/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The dry run of an action: the exact number of targets, how many a gate would hold back now and why, and the first page of targets.
         * @description Resolves the targets (registers or store servers by uid, the registers or store servers of a list
         *     of store numbers, or the registers the register report lets through with a filter) and judges each
         *     as the agent's delivery would now: waiting for approval (a risky kind), for the store to close
         *     (during its opening hours, unless `emergencyReason` is given), for an open receipt to be closed,
         *     or for a free slot (at most ACTION_LIMIT_PER_STORE running per store and ACTION_LIMIT_PER_CONTEXT
         *     per context). Bad input is 400 with a German message, as for the request; nothing is queued.
         *
         *     **Who may call:** a user or API token with the right `ACTIONS_RUN` (a risky kind needs ACTIONS_RISKY
         *     too, else 403). The context (`contextId` in the body) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        post: operations["previewAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/actions/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Requests an action for its targets, in one transaction; a risky kind waits for a second person's approval; audited.
         * @description Queues the action for every target the same body's dry run names (at most 100,000): each target is
         *     handed to its agent once its gates let it, until `deadlineMinutes` have passed (then it expires).
         *     A risky kind starts in `waitingForApproval`. `emergencyReason` ('Notfall', at least 10 characters)
         *     lets it run during the store's opening hours; the reason is audited. Bad input (an unknown kind, a
         *     service no target reports, parameters of the wrong type, a deadline of 0 or above 7 days, more than
         *     100,000 targets, a reason too short) is 400 with a German message, and nothing is queued.
         *
         *     **Who may call:** a user or API token with the right `ACTIONS_RUN` (a risky kind needs ACTIONS_RISKY
         *     too, else 403). The context (`contextId` in the body) must be one the caller sees (else 403).
         *
         *     Audits `actionRequested` (kind, parameters, targets, deadline and the emergency reason); sends the
         *     event webhooks' `actionRequested` event.
         */
        post: operations["requestAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The action requests of a context, newest first, with their targets' counts per state, one page at a time.
         * @description The action requests of the context, newest first, each with its kind, who requested and approved it,
         *     and how many of its targets are in each state. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/actions/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The actions one register or store server was a target of, newest first (its tab 'Aktionen'): state, output, exit code, who and when.
         * @description The targets of one register (`cashpointUid`) or store server (`storeAgentUid`), exactly one of them
         *     (else 400), newest first, each with its request's kind, requester and times, its state, exit code
         *     and output. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getActionHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/actions/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One action request with its targets' counts per state and one page of its targets.
         * @description The action request `uid` of the context: kind, parameters, requester, emergency reason, deadline,
         *     approval, whether the caller may approve it, the counts per target state, and one page of its
         *     targets (optionally of one state) with their states, exit codes and outputs. A queued target held
         *     by a gate shows the hold (waitingForReceipt, waitingForWindow, waitingForSlot) as its state.
         *     Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getAction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/actions/{uid}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approves a risky action waiting for a second person, with a comment; the requester cannot approve their own (403); audited.
         * @description Approves the action request `uid`, which waits for approval, with a comment (400 when empty): its
         *     targets are queued and go out as their gates let them. The requester may not approve it (403), nor
         *     through a service account they own (a service account stands for its owner, as for rollouts); a
         *     request not waiting for approval is 409.
         *
         *     **Who may call:** a user or API token with the right `ACTIONS_RISKY`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403).
         *
         *     Audits `actionApproved` with the comment.
         */
        post: operations["approveAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/actions/{uid}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels every target of an action that has not started (waiting, queued, or sent but not reported started); audited.
         * @description Cancels the targets of the action request `uid` that have not started: waiting for approval or a
         *     gate, queued, or sent without the agent's `started` report (an agent that reports `started` later
         *     is told nothing more; its report changes nothing). Targets running or ended stay as they are. A
         *     request with nothing left to cancel is 409.
         *
         *     **Who may call:** a user or API token with the right `ACTIONS_RUN`. The context (`contextId` in the
         *     body) must be one the caller sees (else 403).
         *
         *     Audits `actionCancelled` with the number of targets cancelled; sends `actionFinished` when that
         *     ends the request.
         */
        post: operations["cancelAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/actions/{uid}/retry-failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 'Fehlgeschlagene wiederholen': queues the failed targets of an action again, with a new deadline; audited.
         * @description Queues every failed target of the action request `uid` again (its attempt counter goes up), with
         *     the deadline counted from now. A request without failed targets is 409; a risky kind needs
         *     ACTIONS_RISKY too (else 403), and its retry is not approved again.
         *
         *     **Who may call:** a user or API token with the right `ACTIONS_RUN`. The context (`contextId` in the
         *     body) must be one the caller sees (else 403).
         *
         *     Audits `actionRetried` with the number of targets queued again.
         */
        post: operations["retryFailedActions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/actions/{uid}/targets/{targetUid}/bundle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Downloads the log bundle a collectLogs target uploaded (kept 14 days); streamed (folder storage) or redirected to S3.
         * @description The support bundle the agent of target `targetUid` of the action request `uid` uploaded. With folder
         *     storage the console streams it; with S3 it answers 302 with a short-lived presigned URL. A target
         *     without a bundle, or one older than 14 days (removed), is 404.
         *
         *     **Who may call:** a user or API token with the right `ACTIONS_RUN`. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["downloadActionBundle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/fiscal/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a context's stores by the state of their notification to the tax office (Kassenmeldung).
         * @description The stores of one context by the state of their report under § 146a (4) AO (issue 52, since 7.0.0).
         *     A change the fleet shows (a register registered or created, deleted, its TSE swapped; a store
         *     added or closed; found by the alert run) is due until a report carries it; a store's `deadline` is
         *     one month after the Berlin day of its earliest due change (a day the next month lacks: its last
         *     day). `state`: due (every store with a due change), overdue (its deadline passed, Berlin),
         *     incomplete (due, and the master data lacks what a report needs: `missing`), reported (a report
         *     was marked and no change is due). Overdue stores come first, then by deadline and store number.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in
         *     the query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getFiscalNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/tse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the TSEs of one context or of every context the caller sees, by days left.
         * @description The TSEs the agents report (issue 50, since 4.0.0): one row per TSE of a context (by serial);
         *     a LAN or cloud TSE shared by several registers is one row with all of them in `cashpoints`.
         *     A TSE swapped out of its last register is no longer listed (its history stays, see
         *     `GET /tse/{serial}`). `daysLeft` counts whole days from today (UTC) to `certificateValidUntil`
         *     (negative once it ran out); `fullBy` is estimated from the counter's samples of the last 30 days
         *     (null while it does not grow or fewer than two samples are known).
         *
         *     **Who may call:** any logged-in user or API token; no right needed. An optional context
         *     (`contextId` in the query, `*` or left out: every context the caller sees) must be one the
         *     caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getTses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/tse/forecast": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many TSEs (and registers on them) expire in each of the next months.
         * @description One entry per month from the current one (UTC) for `months` months: the TSEs whose certificate
         *     ends in it and the registers on them (a LAN TSE counts every register it serves; a TSE only a
         *     store server reports counts none). TSEs swapped out of their last register are not counted.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. An optional context
         *     (`contextId` in the query, `*` or left out: every context the caller sees) must be one the
         *     caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getTseForecast"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/tse.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every TSE of one context or of every context the caller sees as CSV, by days left.
         * @description Semicolon-separated with a byte order mark and CRLF line ends, as the reports. Columns: Kontext;
         *     Seriennummer; Typ; BSI-Zertifikat; Hersteller; Modell; Zertifikat gültig bis; Tage übrig;
         *     Kapazität genutzt (%); Voll etwa am; Zustand; Letzter Export; Export erfolgreich; Filiale;
         *     Kassen (posIds joined by ','); Austausch geplant am; Notiz. The rows are those of `GET /tse`
         *     without paging, sorted by days left.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. An optional context
         *     (`contextId` in the query, `*` or left out: every context the caller sees) must be one the
         *     caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getTsesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/tse/{serial}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One TSE of a context with its registers, planned swap, history and counter samples.
         * @description The TSE as a row of `GET /tse` (also when it was swapped out of its last register), when it was
         *     first and last reported, its history (first seen, swaps in and out with the register and the
         *     other serial, state changes, closed swap plans; newest first, at most 200) and its counter's
         *     daily samples of the last 90 days.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in
         *     the query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getTse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/tse/{serial}/plan-swap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plans (or re-plans) the swap of a TSE on a day with a note; needs CASHPOINTS_CHANGE.
         * @description 'Austausch planen': one open plan per TSE; a second plan replaces the first. The day may not lie
         *     in the past (UTC). A heartbeat that reports another serial for one of the TSE's registers closes
         *     the plan (its history shows it). Audits `tseSwapPlanned` (the day and the note before and after).
         *     A plan whose day passed without a new serial reported opens the alert `tseSwapOverdue`.
         *
         *     **Who may call:** a user or API token with the right `CASHPOINTS_CHANGE`. The context (`contextId`
         *     in the body) must be one the caller sees (else 403).
         *
         *     Writes no audit entry.
         */
        post: operations["planTseSwap"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/tse/{serial}/plan-swap/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes the open swap plan of a TSE; needs CASHPOINTS_CHANGE.
         * @description Deletes the TSE's open plan; a TSE without one is left as it is (still 200, nothing audited). An
         *     unknown serial is a 404. Audits `tseSwapPlanDeleted` (the day and the note it had).
         *
         *     **Who may call:** a user or API token with the right `CASHPOINTS_CHANGE`. The context (`contextId`
         *     in the body) must be one the caller sees (else 403).
         *
         *     Writes no audit entry.
         */
        post: operations["deleteTseSwapPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/fiscal/taxpayer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The taxpayer of a context for the Kassenmeldung (name, Steuernummer, tax office).
         * @description The context as the taxpayer of its notification to the tax office under § 146a (4) AO (since
         *     7.0.0): its name, Steuernummer and, optionally, tax office, and the Länder whose format the
         *     Steuernummer has. A context never saved answers with every field null.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in
         *     the query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getFiscalTaxpayer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/fiscal/taxpayer/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the taxpayer of a context; needs FISCAL_CHANGE; audited.
         * @description Saves name, Steuernummer and tax office. The Steuernummer must have the format one of the 16
         *     Länder prints (e.g. '181/815/08155', '133/8150/8159', separated by '/' or blanks) or the
         *     13-digit federal form ('9181081508155'); only the form is checked, not the check digit.
         *     Any bad field: 400 with a German message naming it, nothing saved.
         *
         *     **Who may call:** a user or API token with the right `FISCAL_CHANGE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403).
         *
         *     Audits `fiscalTaxpayerSaved` with the changed fields; a save that changes nothing records nothing.
         */
        post: operations["saveFiscalTaxpayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/fiscal/stores/{storeUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store's address as a Betriebsstätte of the Kassenmeldung.
         * @description The store's number and name (as the fleet has them) and its street, postal code and city; a
         *     deleted store that is still in the fiscal record answers with `closed` true.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in
         *     the query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getFiscalStore"];
        put?: never;
        /**
         * Saves a store's address for the Kassenmeldung; needs FISCAL_CHANGE; audited.
         * @description Saves street, postal code (5 digits) and city; a blank field is saved as none. The store's name
         *     stays as it is. Any bad field: 400 with a German message naming it, nothing saved.
         *
         *     **Who may call:** a user or API token with the right `FISCAL_CHANGE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403).
         *
         *     Audits `fiscalStoreSaved` with the changed fields; a save that changes nothing records nothing.
         */
        post: operations["saveFiscalStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/fiscal/registers/{cashpointUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A register's fiscal fields for the Kassenmeldung.
         * @description Kind of system, manufacturer, model, software and version, serial number, purchase and
         *     decommissioning date and reason, the TSE, and the day of the register's first heartbeat. Any
         *     register of the context answers, also one the fiscal record has no entry for yet (its fields
         *     null), and a deleted one still in the record (`removed` true). `agentSoftware` is what the
         *     fleet knows of its software (the update installed last), which the form offers as default.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in
         *     the query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getFiscalRegister"];
        put?: never;
        /**
         * Saves a register's fiscal fields; needs FISCAL_CHANGE; audited.
         * @description Saves every field of the form (a blank one as none). Refused with 400 and a German message
         *     naming the field, nothing saved: a kind of system not among those of `FiscalRegister.systemKind`, a day not
         *     'YYYY-MM-DD', a purchase date after today (Europe/Berlin) or after the decommissioning date,
         *     a decommissioning date before the register's first heartbeat, a reason without a
         *     decommissioning date. A register without a fiscal record yet gets one.
         *
         *     **Who may call:** a user or API token with the right `FISCAL_CHANGE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403).
         *
         *     Audits `fiscalRegisterSaved` with the changed fields; a save that changes nothing records nothing.
         */
        post: operations["saveFiscalRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/fiscal/registers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The fiscal fields of every register of a context as CSV, one line per register.
         * @description Semicolon-separated with a byte order mark and CRLF line ends, as the reports. Columns:
         *     Filiale; Kasse; Art des Aufzeichnungssystems (the German name of the kind); Hersteller; Modell;
         *     Software; Softwareversion; Seriennummer; Anschaffungsdatum; Datum der Außerbetriebnahme; Grund
         *     der Außerbetriebnahme (days 'YYYY-MM-DD'). The registers in service, by store and register
         *     number; `POST /fiscal/registers/import` takes the file back.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getFiscalRegistersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/fiscal/registers/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Imports registers' fiscal fields from a CSV as the export writes it; checked whole before anything is written.
         * @description Every line is checked first (the register known in the context by store and register number
         *     and named once, each field as `saveFiscalRegister` checks it; the kind by its German name or
         *     its key). While any line is bad the reply is 400 with a German message per bad line naming
         *     the field (with its line number; the first 100, the others counted in `more`) and nothing is
         *     written. With dryRun a good file is only counted. A line equal to what the register has
         *     changes nothing. A file with more lines than the context has registers, plus 100, is refused
         *     as a whole (400, `lines` empty).
         *
         *     **Who may call:** a user or API token with the right `FISCAL_CHANGE`. The context (`contextId`, a
         *     field of the multipart body; 400 without it) must be one the caller sees (else 403).
         *
         *     Audits `fiscalRegistersImported` once, with the number of registers written; a dry run or a
         *     file that changes nothing records nothing.
         */
        post: operations["importFiscalRegisters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/fiscal/notifications/{storeUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The notification to the tax office (Kassenmeldung) of one store, as it would be sent today.
         * @description 'Kassenmeldung' under § 146a (4) AO (issue 52, since 7.0.0): the taxpayer, the store
         *     (Betriebsstätte) with its address, and every register of the store that is in service or was
         *     taken out of service since the store's last report (a register listed as decommissioned in a
         *     report is not listed again), each with the fields of Mein ELSTER's form in its order (kind of
         *     system, TSE, manufacturer, model, software, serial number, purchase and decommissioning day) and
         *     what of them is missing (`missing`, field names). `changes` are the changes not yet reported,
         *     oldest first; `deadline` is one month after the oldest (its Berlin day). An XML for Mein ELSTER's
         *     upload is not produced: its official schema is not at hand.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in
         *     the query) must be one the caller sees (else 403). An unknown store is a 404.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getTaxNotice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/fiscal/notifications/{storeUid}.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Kassenmeldung of one store as CSV, one line per register.
         * @description The report of `GET /fiscal/notifications/{storeUid}` as CSV (since 7.0.0): semicolon-separated
         *     with a byte order mark and CRLF line ends, as the reports. Columns: Filiale; Betriebsstätte;
         *     Straße und Hausnummer; Postleitzahl; Ort; Name des Steuerpflichtigen; Steuernummer; Finanzamt;
         *     Kasse; Art des Aufzeichnungssystems; TSE-Seriennummer; TSE-Typ; BSI-Zertifikat; Hersteller;
         *     Modell; Software; Softwareversion; Seriennummer; Anschaffungsdatum; Datum der Außerbetriebnahme;
         *     Grund der Außerbetriebnahme; Es fehlt. A store without registers has one line with its own cells.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in
         *     the query) must be one the caller sees (else 403). An unknown store is a 404.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getTaxNoticeCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/fiscal/notifications.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The initial report of every store of a context (Erstmeldung aller Filialen) as one CSV.
         * @description 'Erstmeldung aller Filialen' (since 7.0.0): the report of every store of the context that is
         *     not closed, by store id, in the columns of `GET /fiscal/notifications/{storeUid}.csv`, one line per
         *     register.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in
         *     the query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getTaxNoticesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/fiscal/initial-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The initial report (Erstmeldung) of every store of a context, one page of stores' reports.
         * @description 'Erstmeldung aller Filialen' as print views (since 7.0.0): the report of `GET
         *     /fiscal/notifications/{storeUid}` of each store of the context that is not closed, by store id,
         *     one page of them, and how many stores there are. The same stores as `GET /fiscal/notifications.csv`.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in
         *     the query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getTaxNoticeInitialReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/fiscal/notifications/{storeUid}/reported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks the store's Kassenmeldung as sent (Als gemeldet markieren); needs FISCAL_CHANGE.
         * @description Records the report as it is now (since 7.0.0): the day it was sent (`reportedOn`, not after today
         *     in Berlin) and Mein ELSTER's transfer ticket (`transferTicket`, 6 to 64 letters, digits and
         *     hyphens). The report's JSON is kept as a snapshot that never changes afterwards (see
         *     `GET .../history`); the changes it carried are linked to it, which closes their deadline; a
         *     register it lists as decommissioned is not listed in the next report. Master data missing
         *     (`missing` of the report) is a 409 naming what is missing, nothing written.
         *
         *     **Who may call:** a user or API token with the right `FISCAL_CHANGE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403). An unknown store is a 404.
         *
         *     Audits `taxNoticeReported` (the day and the ticket).
         */
        post: operations["markTaxNoticeReported"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/fiscal/notifications/{storeUid}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reports of a store marked as sent, newest first, each with its snapshot.
         * @description Every report of the store recorded by `POST .../reported` (since 7.0.0), newest first (by the day
         *     sent, then by when it was recorded), each with the report as it was sent (`snapshot`).
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in
         *     the query) must be one the caller sees (else 403). An unknown store is a 404.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getTaxNoticeHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of a context's stores with their health (green, yellow, red) and its causes, and the counts per state.
         * @description Per store one state from its registers' and store server's last reported facts (the heartbeat
         *     fields `peripherals`, `payment`, `dataFlow` and `masterData`, since 5.1.0) and its calendar:
         *     red stops selling now, yellow needs care before it does, green is neither. Red, while the store
         *     is open by its calendar (a store whose calendar names no opening hours counts as open): a
         *     receipt printer or the card terminal (`eft`) not ok, the terminal unreachable, or the oldest
         *     unsent receipt older than 30 minutes. Yellow: a device with little paper, another device (scanner,
         *     scale, display, drawer) not ok while open, card payments taken offline and waiting, a terminal
         *     cut (Kassenschnitt) missing for a past day's payments, master data received but not applied,
         *     today's prices not applied while open, unsent receipts older than 30 minutes while closed.
         *     A closed store's devices and terminal are no cause. `causes` says why, red ones first, each
         *     with a German text (times in Europe/Berlin). Rows are sorted red, yellow, green, then by store
         *     number; `counts` counts every store of the context by state, whatever the filter.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403). It exists only while the features `hasStatsMenu`
         *     and `hasStoreAgents` are on, as the store report (else 404).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getStoreHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-health/marks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every store of a context that is not green, with its causes, for the marks of the fleet trees.
         * @description The stores of the context that are red or yellow, however many, judged as `getStoreHealth`
         *     judges them (since 5.2.0); a store left out is green. A register's own state is the worst of the
         *     causes whose `subject` is its uid (none: green). The register and store server trees poll it as
         *     often as themselves; it reads only the stores that reported something that can be a cause.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getStoreHealthMarks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/store-health/red": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The stores red now, per context the caller sees, for the start page.
         * @description Per context the caller sees that has a red store now (since 5.2.0): how many, and the first ten
         *     by store number with their causes, judged as `getStoreHealth` judges them. A context without a
         *     red store is left out. Reads only the stores that reported something that can make them red, so
         *     it costs the start page little however large the fleets are; polled as the situation is.
         *
         *     **Who may call:** any logged-in user or API token; no right needed.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getRedStores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The timeline of one register, store server or store ('Verlauf'), newest first, with what is coming.
         * @description The events of one register (`cashpointUid`), store server (`storeAgentUid`) or store (`storeUid`,
         *     its store server and all its registers), exactly one of them (else 400), newest first (since
         *     7.1.0): online/offline, version changes and installations with their logs, changed reported
         *     values as a diff (`before` → `after`), TSE events, alerts opened/acknowledged/closed, the audit
         *     log's entries on the object, remote actions, rollout waves (entered, rolled back) and
         *     maintenance. `upcoming` lists what is coming: due updates (with the update window's `notBefore`),
         *     the next maintenance and queued remote actions.
         *
         *     Filters: `kinds` (comma list of `TimelineKind`; unknown kinds are 400), `from` and `to` (ISO
         *     times; `from` after `to` or a range over 400 days is 400; default the last 90 days). Paging
         *     backwards: a page has at most `size` events (default 50, max 500, more is 400); `next` is the
         *     `before` of the next older page, null on the last one.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403); a register, store server or store not of it is 404.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/cashpoints/health/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a register last reported of its devices, card terminal and receipts, with its own state and causes.
         * @description The register details' sections 'Peripherie', 'Zahlung' and 'Belege' (since 5.2.0): its devices,
         *     its card terminal and its receipts as its agent last reported them (a section never reported is
         *     empty or null), whether its store is open now by its calendar, and the register's own state and
         *     causes as `getStoreHealth` judges them (the store's master data not included).
         *
         *     **Who may call:** any logged-in user or API token; no right needed. The context (`contextId` in the
         *     query) must be one the caller sees (else 403); a register of another context is not found (404),
         *     as for `getCashpointDetail`.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getCashpointHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/cashpoints/heartbeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A register reports itself; an unknown store or register is registered.
         * @description A register's agent reports that it is alive, with its versions and state, which the console stores. A
         *     heartbeat that only says "I am here" is answered at once, its time written with the next batch; any
         *     other is answered once it is stored.
         *
         *     **Who may call:** an agent, with a request signed with its context's secret (`agentSignature`); no
         *     session.
         *
         *     Writes no audit entry.
         */
        post: operations["agentCashpointHeartbeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/store-agents/heartbeat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A store server reports itself; an unknown store agent is registered.
         * @description A store server's agent reports that it is alive, with its versions and state, which the console
         *     stores. A heartbeat that only says "I am here" is answered at once; any other once it is stored.
         *
         *     **Who may call:** an agent, with a request signed with its context's secret (`agentSignature`); no
         *     session.
         *
         *     Writes no audit entry.
         */
        post: operations["agentStoreHeartbeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The updates a target is due to install, in order, and those it must remove.
         * @description The reply carries an `ETag` (a hash of its body, the same from every instance); a request
         *     whose `If-None-Match` names it is answered `304` without a body while the offer to the
         *     target is unchanged.
         *
         *     **Who may call:** an agent, with a request signed with its context's secret (`agentSignature`); no
         *     session.
         *
         *     Writes no audit entry.
         */
        get: operations["agentDueUpdates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/updates/{target}/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Streams an update file (folder storage) or redirects to it in S3; honours a single Range.
         * @description With folder storage the console streams the file (200, or 206 for a single Range). With S3 storage a GET is answered 302 with a short-lived presigned URL of the object in `Location` (valid for UPDATE_DOWNLOAD_URL_SECONDS); the agent fetches it from there with a plain GET, sending its Range header again, without the agent signature, which the console checked. A HEAD is answered by the console in either case, with the file's length.
         *     **Who may call:** an agent, with a request signed with its context's secret (`agentSignature`); no session.
         *     Writes no audit entry.
         */
        get: operations["agentDownloadUpdate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/updates/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A target reports the installation status of an update, with its log.
         * @description Reports of one target and update are ordered by `reportedAt`, not by arrival: a report older than the one stored (one that was delayed, or sent again) changes nothing and is answered 200 like any other, so the agent does not send it again. Of two with the same time the later arrival counts.
         *     **Who may call:** an agent, with a request signed with its context's secret (`agentSignature`); no session.
         *     Writes no audit entry.
         */
        post: operations["agentReportInstallation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The actions due to a register or store server now, each signed by the console; 304 while unchanged; may wait up to 25 s for one.
         * @description The actions the console hands to this target now: those whose gates let them go (approved, the
         *     store closed or 'Notfall', no open receipt, a free slot) and that have not ended. An action once
         *     handed out stays in the reply until the agent reports it started or it ends, so an agent that lost
         *     a reply gets it again (with the same `actionUid`, which it must run only once).
         *
         *     Each action carries `signature`: hex(HMAC-SHA256(the context's secret, "action" + "\n" +
         *     contextKey + "\n" + actionUid + "\n" + kind + "\n" + the parameters as JSON with sorted keys and
         *     no spaces + "\n" + deadline)), so an agent can refuse an action the console did not issue.
         *
         *     The reply carries an `ETag`; a request whose `If-None-Match` names it is answered `304` while
         *     nothing changed for the target. With `wait` (seconds, up to 25) such a request is held open
         *     instead, and answered as soon as an action for the target is queued, on any instance, or with 304
         *     when the time is up.
         *
         *     **Who may call:** an agent, with a request signed with its context's secret (`agentSignature`); no
         *     session.
         *
         *     Writes no audit entry.
         */
        get: operations["agentActions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/actions/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A target reports an action started, succeeded, failed or expired, with its exit code and output (at most 64 KB).
         * @description A report never moves an action backwards: `started` after an end state, or an end state after another (`succeeded` after `expired`), changes nothing and is answered 200, like a second report of the same state. An `actionUid` the console did not hand to this context (another context's, or forged) is 404 without a hint. When the last target of a request ends, the request is finished and the event webhooks' `actionFinished` event is sent.
         *     **Who may call:** an agent, with a request signed with its context's secret (`agentSignature`); no session.
         *     Writes no audit entry.
         */
        post: operations["agentReportAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent/actions/{actionUid}/bundle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * A collectLogs target uploads its support bundle (a zip or tar.gz, at most ACTION_BUNDLE_MAX_MB); the console keeps it 14 days.
         * @description The body is the bundle itself (`application/octet-stream`); the console stores it in its file storage (folder or S3) for 14 days, downloadable by users with ACTIONS_RUN from the action's details. Only a collectLogs action handed to this context that has not ended takes one (404 otherwise, without a hint); a second upload replaces the first. Beyond the size limit: 413.
         *     **Who may call:** an agent, with a request signed with its context's secret (`agentSignature`); no session.
         *     Writes no audit entry.
         */
        put: operations["agentUploadActionBundle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the audit log, newest first unless sorted otherwise.
         * @description Needs the right `AUDIT`. The user sees the entries of the contexts it sees; entries without a
         *     context (logins, users, own account) only with the right `USERS`. Filters combine with AND.
         *
         *     **Who may call:** a user or API token with the right `AUDIT`. An optional context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/audit-log.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log as CSV: every entry the filters let through, sorted, streamed.
         * @description Semicolon-separated with a byte order mark and CRLF line ends, German headers; a cell starting
         *     with = + - @ gets a leading apostrophe. Same parameters and visibility as the list, without
         *     paging.
         *
         *     **Who may call:** a user or API token with the right `AUDIT`. An optional context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getAuditLogCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Says that the process answers (liveness); asks neither for a session nor the database.
         * @description Liveness for load balancers and orchestrators: the process answers. Changes nothing.
         *
         *     **Who may call:** anyone; no session needed.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Says whether this instance should get requests (readiness).
         * @description Ready when the database answers and has every migration of this version, and the instance is not shutting down: from SIGTERM on it answers 503 for as long as it still serves (its drain time), then takes no new connections. `leader` says whether this instance runs the jobs that run on one instance at a time.
         *     **Who may call:** anyone; no session needed.
         *     Reads only; writes no audit entry.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's own API tokens, newest first; with serviceAccountUid those of that service account (needs USERS_CHANGE and a service account the caller may manage). Never the token itself.
         * @description The API tokens of the caller, or of the service account `serviceAccountUid` (which needs
         *     USERS_CHANGE), with scopes, expiry and last use; never a token's value. Changes nothing.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. It touches the caller's own
         *     account: with an API token, the token also needs `USERS_CHANGE` among its scopes.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/tokens/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates an API token for the caller or (with serviceAccountUid and USERS_CHANGE) for a service account. Its rights and contexts must be among the holder's; the reply is the only time the token is shown. Called with a token, needs USERS_CHANGE among its scopes; audited.
         * @description Creates an API token for the caller or for a service account (`serviceAccountUid`, needs
         *     USERS_CHANGE): name, scopes (rights, contexts, reading only) and expiry. The value is answered only
         *     here, once; it is stored as a keyed hash. A token cannot be given more than its holder has, nor
         *     outlive the token that creates it; problems are 400, one German line each.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. It touches the caller's own
         *     account: with an API token, the token also needs `USERS_CHANGE` among its scopes.
         *
         *     Audits `tokenCreated` (name and prefix, never the value).
         */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/tokens/{uid}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes a token at once on every instance (its next call is 401). The caller's own, or a service account's with USERS_CHANGE. Called with a token, needs USERS_CHANGE among its scopes; audited.
         * @description Revokes the token `uid` (the caller's own, or a service account's with USERS_CHANGE; any other is
         *     404): it is refused at once on every instance.
         *
         *     **Who may call:** any logged-in user or API token; no right needed. It touches the caller's own
         *     account: with an API token, the token also needs `USERS_CHANGE` among its scopes.
         *
         *     Audits `tokenRevoked`.
         */
        post: operations["revokeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/users/tokens/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The API tokens of the user `uid` (a person), newest first, for revoking a leaked one. Needs USERS_CHANGE and a user the caller may manage, as in the user dialog. Never the token itself.
         * @description The API tokens of the person `uid`, with scopes, expiry and last use, in the shape of
         *     `getTokens`; never a token's value. A user the caller may not manage (one with a right the caller
         *     lacks, or one that sees contexts the caller does not) is 403, an unknown one (or a service
         *     account: see `getTokens`) 404. Changes nothing.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getUserTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/users/tokens/{uid}/{tokenUid}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes a token of the user `uid` at once on every instance (its next call is 401). Needs USERS_CHANGE and a user the caller may manage; audited with the token's name and the user.
         * @description Revokes the token `tokenUid` of the person `uid`: it is refused at once on every instance. A user
         *     the caller may not manage is 403, an unknown user or a token that is not this user's 404. A second
         *     revoke changes nothing and records nothing.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`.
         *
         *     Audits `tokenRevoked`, naming the token (name and prefix, never its value) and the user.
         */
        post: operations["revokeUserToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/service-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The service accounts the caller may manage (needs USERS_CHANGE), by name.
         * @description The service accounts with their role, visible contexts and number of tokens. Changes nothing.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getServiceAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/service-accounts/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates (no uid) or changes a service account; its owner is who creates it. Needs USERS_CHANGE; its role and contexts follow the rules of the user dialog; audited.
         * @description Creates a service account (no `uid`) or changes one: name, role, visible contexts. The caller can
         *     grant only rights and contexts it holds itself (403 otherwise); a name in use is 409.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`.
         *
         *     Audits `serviceAccountCreated` or `serviceAccountChanged` with the changed fields.
         */
        post: operations["saveServiceAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/service-accounts/{uid}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a service account and its tokens (they stop working at once); needs USERS_CHANGE; audited.
         * @description Deletes the service account `uid`; one the caller may not manage is 403. A second, concurrent delete
         *     records nothing.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`.
         *
         *     Audits `serviceAccountDeleted`.
         */
        post: operations["deleteServiceAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every role with its rights, whether it is built in (read-only) and how many users hold it, and the catalogue of rights with their German descriptions. Needs USERS_CHANGE.
         * @description The roles, built-in (read-only) and custom, with their rights, and the catalogue of rights with their
         *     German names. Changes nothing.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`.
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/roles/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates (no uid) or changes a custom role; built-in roles are read-only (409). Nobody grants a right it does not hold (403); removing USERS_CHANGE from the role of the last users who hold it is refused (409). Needs USERS_CHANGE; audited.
         * @description Creates a custom role (no `uid`) or changes one: name, description and rights. A built-in role is
         *     read-only (409); the caller can grant only rights it holds (403); a name in use is 409; unknown rights
         *     are 400.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`.
         *
         *     Audits `roleCreated` or `roleChanged` with the changed fields.
         */
        post: operations["saveRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/roles/{uid}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a custom role; a built-in role or one that users hold is refused (409, the message names how many users hold it). Needs USERS_CHANGE; audited.
         * @description Deletes the custom role `uid`. A built-in role, or one that users hold or a login mapping gives, is
         *     409.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`.
         *
         *     Audits `roleDeleted`.
         */
        post: operations["deleteRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/permissions/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 'Was darf …?': for a user (userUid) or a role (roleUid), and optionally a context, the pages, actions and API operations it may use, each with the rights and feature flags it needs. Derived from the tables the server's guard and the SPA's router use. Needs USERS_CHANGE; a user is previewed only when the caller may manage it (403).
         * @description What a user (`userUid`) or a role (`roleUid`) may do, exactly one of the two (400 otherwise): per
         *     operation whether it is allowed, derived from the server's own rule table, optionally for one context.
         *     Changes nothing.
         *
         *     **Who may call:** a user or API token with the right `USERS_CHANGE`. The context (`contextId` in the
         *     query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getPermissionPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event webhook subscriptions of a context; needs CONTEXTS_CHANGE. Never the secret.
         * @description The event webhooks of the context (URL, events, on/off); secrets are never answered. Changes nothing.
         *
         *     **Who may call:** a user or API token with the right `CONTEXTS_CHANGE`. The context (`contextId` in
         *     the query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getWebhooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/webhooks/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates (no uid) or changes a context's event webhook subscription; a new one needs a secret, a change without one keeps it. Needs CONTEXTS_CHANGE; audited.
         * @description Creates an event webhook of the context (no `uid`) or changes one: URL, events, secret, on/off.
         *     Validation problems are 400, one German line each.
         *
         *     **Who may call:** a user or API token with the right `CONTEXTS_CHANGE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403).
         *
         *     Audits `webhookCreated` or `webhookChanged` with the changed fields (the secret only as changed).
         */
        post: operations["saveWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/webhooks/{uid}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a subscription and its delivery log; needs CONTEXTS_CHANGE; audited.
         * @description Deletes the event webhook `uid` of the context and its delivery log.
         *
         *     **Who may call:** a user or API token with the right `CONTEXTS_CHANGE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403).
         *
         *     Audits `webhookDeleted`.
         */
        post: operations["deleteWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/webhooks/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log of a context's subscriptions (or of one), newest first, paged; needs CONTEXTS_CHANGE.
         * @description The deliveries of the context's event webhooks (optionally of one, `webhookUid`): event, state,
         *     attempts and what the receiver answered. Changes nothing.
         *
         *     **Who may call:** a user or API token with the right `CONTEXTS_CHANGE`. The context (`contextId` in
         *     the query) must be one the caller sees (else 403).
         *
         *     Reads only; writes no audit entry.
         */
        get: operations["getWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/frontend/webhooks/deliveries/{uid}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 'Erneut senden': queues the delivery's event once more to its subscription (same event id, so a receiver can tell a repeat), whatever became of it; needs CONTEXTS_CHANGE; audited.
         * @description Queues the event of the delivery `uid` (of the context) once more, with the same event id.
         *
         *     **Who may call:** a user or API token with the right `CONTEXTS_CHANGE`. The context (`contextId` in
         *     the body) must be one the caller sees (else 403).
         *
         *     Audits `webhookResent` with the event and its id.
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description storeDown: every register and the store server of a store offline; cashpointOffline: a register offline longer than the rule's minutes (not counted while its store is down); installFailed: an installation reported failed; dayCloseMissing: no successful day close (tabsok) by the rule's time of day in the store's time zone; serviceStopped: the TSE server not running or a store service stopped; rolloutApproval: a rollout waits for a second person's approval of its next wave; rolloutPaused: a gate paused a rollout (not a person); rolloutFinished: a rollout finished (open for 24 hours, then it closes without a notification); tseExpiring: a TSE's certificate ends within 90 days; a new alert at 42, 30 and 7 days and when it expired, each more severe; tseFull: a TSE's signature counter at 80 % or 95 % of its capacity, or full within 60 days at its current rate; tseExportFailing: a TSE's last export or self-test failed, or no export for 30 days; tseNotReady: a TSE's state other than initialized, or its time not set; tseSwapOverdue: the date of a planned TSE swap passed without a new serial reported; peripheralDown: a register's receipt printer or card terminal (kind eft) not ok (offline, cover open, out of paper, error) for the rule's minutes while its store is open; eftCutMissing: a register's card terminal holds payments from before the store's last day close (else the start of the day) that no cut covers; receiptsUnsent: a register's oldest unsent receipt older than the rule's minutes; masterDataMissing: today's price file not applied while the store is open (the alert lasts until it is applied); notificationOverdue: a store's notification to the tax office (Kassenmeldung) not marked reported within its deadline, one month after its earliest due change (Berlin).
         * @enum {string}
         */
        AlertKind: "storeDown" | "cashpointOffline" | "installFailed" | "dayCloseMissing" | "serviceStopped" | "rolloutApproval" | "rolloutPaused" | "rolloutFinished" | "tseExpiring" | "tseFull" | "tseExportFailing" | "tseNotReady" | "tseSwapOverdue" | "peripheralDown" | "eftCutMissing" | "receiptsUnsent" | "masterDataMissing" | "notificationOverdue";
        /**
         * @description How urgent an alert is, set per kind in its context's alert settings: critical ('kritisch'), warning ('Warnung'), info ('Info'). By default storeDown, serviceStopped and tseNotReady are critical, rolloutApproval, rolloutFinished and tseExpiring info, the others warning.
         * @enum {string}
         */
        AlertSeverity: "critical" | "warning" | "info";
        Alert: {
            uid: string;
            /** @description The context's key. */
            contextId: string;
            contextName: string;
            kind: components["schemas"]["AlertKind"];
            severity: components["schemas"]["AlertSeverity"];
            /** @enum {string} */
            state: "open" | "acknowledged" | "closed";
            /** Format: date-time */
            openedAt: string;
            /**
             * Format: date-time
             * @description When the checks last found the cause.
             */
            updatedAt: string;
            /** Format: date-time */
            closedAt: string | null;
            storeId: string | null;
            storeUid: string | null;
            storeName: string | null;
            posId: string | null;
            cashpointUid: string | null;
            /** @description The rollout a rollout alert (rolloutApproval, rolloutPaused, rolloutFinished) is about; null for the others. */
            rolloutUid: string | null;
            /** @description What the kind names: the offline registers' count (storeDown), the update's file name (installFailed, rolloutFinished), the service's name (serviceStopped); for rolloutApproval the update's file name and, after a line break, the name of the wave that waits, for rolloutPaused the file name and, after a line break, the German pause reason; the devices that stop a register selling as kind:state pairs separated by ', ' (peripheralDown, e.g. printer:paperOut), the card terminal's id (eftCutMissing), the count of unsent receipts (receiptsUnsent). */
            detail: string | null;
            /** @description Name of the user who acknowledged it. */
            acknowledgedBy: string | null;
            /** Format: date-time */
            acknowledgedAt: string | null;
            comment: string | null;
            /** @description 'flattert' (since 2.1.0): the alert opened while its kind and subject flapped (more than 3 alerts of them closed within the hour before). Only its spell's first opening is notified, and none of its closings. */
            flapping?: boolean;
            /** @description Who took the alert over ('Übernehmen') and when; null while nobody has. */
            assignee: {
                name: string;
                /** Format: date-time */
                at: string;
            } | null;
            /** @description The maintenance its store or register is in now (the alert is held, not notified, and shown greyed); null when none. */
            maintenance: {
                uid: string;
                /** Format: date-time */
                until: string;
                reason: string;
            } | null;
            /** @description 'Stummgeschaltet' (since 3.0.0): until when an operator snoozed the alert, who and why. A snoozed alert is not notified (its notifications wait until the snooze ends) and the list leaves it out with `snoozed=hide`. The snooze ends at `until` by itself, and early when the alert's severity rises; null when the alert is not snoozed (or is closed). */
            snooze?: {
                /** Format: date-time */
                until: string;
                /** @description Name of the user who snoozed it. */
                by: string;
                /** Format: date-time */
                at: string;
                comment: string | null;
            } | null;
        };
        /** @description A store (cashpointUid null) or one register in maintenance. */
        Maintenance: {
            uid: string;
            storeUid: string;
            storeId: string;
            cashpointUid: string | null;
            posId: string | null;
            reason: string;
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            until: string;
            /** @description Name of the user who started it. */
            createdBy: string;
        };
        AlertRule: {
            enabled: boolean;
            /** @description cashpointOffline: offline longer than this. */
            minutes?: number;
            /** @description dayCloseMissing: the time of day (HH:MM) by which the day close must be done. */
            time?: string;
        };
        AlertRules: {
            storeDown: components["schemas"]["AlertRule"];
            cashpointOffline: components["schemas"]["AlertRule"];
            installFailed: components["schemas"]["AlertRule"];
            dayCloseMissing: components["schemas"]["AlertRule"];
            serviceStopped: components["schemas"]["AlertRule"];
            rolloutApproval: components["schemas"]["AlertRule"];
            rolloutPaused: components["schemas"]["AlertRule"];
            rolloutFinished: components["schemas"]["AlertRule"];
            tseExpiring: components["schemas"]["AlertRule"];
            tseFull: components["schemas"]["AlertRule"];
            tseExportFailing: components["schemas"]["AlertRule"];
            tseNotReady: components["schemas"]["AlertRule"];
            tseSwapOverdue: components["schemas"]["AlertRule"];
            peripheralDown: components["schemas"]["AlertRule"];
            eftCutMissing: components["schemas"]["AlertRule"];
            receiptsUnsent: components["schemas"]["AlertRule"];
            masterDataMissing: components["schemas"]["AlertRule"];
            notificationOverdue: components["schemas"]["AlertRule"];
        };
        /** @description When notifications wait (detection goes on): every night from `from` to `to` (across midnight when `from` is later) and all day on `days` (0 Sunday … 6 Saturday), in `timeZone`. A notification held back goes out when the quiet time ends, if its alert is still in the state it announces. */
        QuietHours: {
            enabled: boolean;
            from: string;
            to: string;
            days: number[];
            /** @description An IANA time zone, such as Europe/Berlin. */
            timeZone: string;
        };
        /** @description Each kind's severity in this context. */
        AlertSeverities: {
            storeDown: components["schemas"]["AlertSeverity"];
            cashpointOffline: components["schemas"]["AlertSeverity"];
            installFailed: components["schemas"]["AlertSeverity"];
            dayCloseMissing: components["schemas"]["AlertSeverity"];
            serviceStopped: components["schemas"]["AlertSeverity"];
            rolloutApproval: components["schemas"]["AlertSeverity"];
            rolloutPaused: components["schemas"]["AlertSeverity"];
            rolloutFinished: components["schemas"]["AlertSeverity"];
            tseExpiring: components["schemas"]["AlertSeverity"];
            tseFull: components["schemas"]["AlertSeverity"];
            tseExportFailing: components["schemas"]["AlertSeverity"];
            tseNotReady: components["schemas"]["AlertSeverity"];
            tseSwapOverdue: components["schemas"]["AlertSeverity"];
            peripheralDown: components["schemas"]["AlertSeverity"];
            eftCutMissing: components["schemas"]["AlertSeverity"];
            receiptsUnsent: components["schemas"]["AlertSeverity"];
            masterDataMissing: components["schemas"]["AlertSeverity"];
            notificationOverdue: components["schemas"]["AlertSeverity"];
        };
        /** @description What follows an alert of one severity while it is open and not acknowledged: the same recipients are reminded every `repeatMinutes`, and after `escalateAfterMinutes` the escalation list is told once. null: never. */
        AlertReminderPolicy: {
            repeatMinutes: number | null;
            escalateAfterMinutes: number | null;
        };
        /** @description Severities, reminders and escalation, and the mass outage's summary. Quiet hours hold reminders and escalations too, unless `criticalInQuietHours` lets those of critical alerts through. When more than `massOutage.sharePercent` % of the context's stores, and at least `massOutage.minStores`, go down within 5 minutes, one summary ('127 Filialen offline in NORDMARKT') goes out per channel instead of one per store; their closings likewise. */
        AlertNotifyPolicy: {
            severities: components["schemas"]["AlertSeverities"];
            reminders: {
                critical: components["schemas"]["AlertReminderPolicy"];
                warning: components["schemas"]["AlertReminderPolicy"];
                info: components["schemas"]["AlertReminderPolicy"];
            };
            escalation: {
                recipients: string[];
                /** @description http(s) URL; null or empty: none. On the alert webhook's host (another Slack channel, say) it gets the alert webhook's format and signature; on any other host the console's JSON, unsigned (the context's secret belongs to the alert webhook's receiver). Masked like `webhookUrl` when its path carries a secret. */
                webhookUrl: string | null;
            };
            /** @description Whether critical alerts are told (and reminded) in quiet hours too. */
            criticalInQuietHours: boolean;
            massOutage: {
                enabled: boolean;
                sharePercent: number;
                minStores: number;
            };
        };
        AlertSettings: {
            contextId: components["schemas"]["ContextKey"];
            rules: components["schemas"]["AlertRules"];
            quietHours: components["schemas"]["QuietHours"];
            recipients: string[];
            /** @description The webhook's address; one whose path or query carries a secret (Slack, Microsoft Teams, a long token, a query) comes masked, such as `https://hooks.slack.com/services/T0…/…`. Sent back unchanged in the form it keeps the stored address; only a new value replaces it. */
            webhookUrl: string | null;
            /** @description Whether `webhookUrl` is shown masked. */
            webhookUrlMasked: boolean;
            webhookFormat: components["schemas"]["AlertWebhookFormat"];
            /** @description The secret itself is never sent back. */
            hasWebhookSecret: boolean;
            notify: components["schemas"]["AlertNotifyPolicy"];
        };
        /**
         * @description What the alert webhook sends: signedJson, the console's own JSON (README, "Alerts"), signed with the secret; slack, a Slack incoming webhook's message; teams, a Microsoft Teams message with an Adaptive Card (incoming webhook or workflow). Every format carries the signature headers when a secret is set; Slack and Teams need none.
         * @enum {string}
         */
        AlertWebhookFormat: "signedJson" | "slack" | "teams";
        AlertSettingsForm: {
            contextId: components["schemas"]["ContextKey"];
            rules: components["schemas"]["AlertRules"];
            quietHours: components["schemas"]["QuietHours"];
            recipients: string[];
            /** @description http(s) URL; null or empty: no webhook. The masked address the settings gave keeps the stored one. */
            webhookUrl: string | null;
            /** @description Missing keeps the stored format (signedJson for a context that never chose one). */
            webhookFormat?: components["schemas"]["AlertWebhookFormat"];
            /** @description A new secret (at least 16 characters); missing or null keeps the one stored. */
            webhookSecret?: string | null;
            /** @description Missing keeps what is stored. */
            notify?: components["schemas"]["AlertNotifyPolicy"];
        };
        /**
         * @description What was done. The console describes each in German.
         * @enum {string}
         */
        AuditAction: "login" | "loginFailed" | "loginLocked" | "logout" | "sessionEnded" | "storeCreated" | "storeRenamed" | "storeDeleted" | "cashpointCreated" | "cashpointDeleted" | "storeAgentDeleted" | "updateUploaded" | "updateSaved" | "updateArchived" | "updateUnarchived" | "updateDeleted" | "updateMovedUp" | "updateMovedDown" | "userCreated" | "userChanged" | "userDeleted" | "userUnlocked" | "contextCreated" | "contextChanged" | "passwordChanged" | "twoFactorChanged" | "alertAcknowledged" | "alertSettingsSaved" | "calendarSaved" | "windowRuleSaved" | "calendarBulkChanged" | "calendarImported" | "rolloutSaved" | "rolloutStarted" | "rolloutWaveStarted" | "rolloutWaveSoaking" | "rolloutAwaitingApproval" | "rolloutApproved" | "rolloutPaused" | "rolloutResumed" | "rolloutCancelled" | "rolloutDiscarded" | "rolloutFinished" | "rolloutRolledBack" | "rolloutStoresIncluded" | "rolloutSettingsSaved" | "tokenCreated" | "tokenRevoked" | "serviceAccountCreated" | "serviceAccountChanged" | "serviceAccountDeleted" | "roleCreated" | "roleChanged" | "roleDeleted" | "webhookCreated" | "webhookChanged" | "webhookDeleted" | "webhookResent" | "ssoLogin" | "ssoLoginRefused" | "ssoMappingSaved" | "ssoMappingDeleted" | "alertAssigned" | "maintenanceStarted" | "maintenanceEnded" | "alertSnoozed" | "contextSecretShown" | "actionRequested" | "actionApproved" | "actionCancelled" | "actionRetried" | "tseSwapPlanned" | "tseSwapPlanDeleted" | "fiscalTaxpayerSaved" | "fiscalStoreSaved" | "fiscalRegisterSaved" | "fiscalRegistersImported" | "taxNoticeReported";
        /** @description One changed field of an edit. A secret (password, 2FA seed, agent secret) is listed as `hidden` without its values. */
        AuditChange: {
            field: string;
            /** @description The value as stored: a status number, an ISO time, 'true'/'false', a list joined by ', '; null when unset. */
            before?: string | null;
            after?: string | null;
            hidden?: boolean;
        };
        AuditEntry: {
            id: number;
            /** Format: date-time */
            time: string;
            /** @description The login of who acted (or tried to log in). */
            user: string | null;
            /** @description First and last name, as they were then. */
            userName: string | null;
            /** @description The client's address. */
            address: string | null;
            /** @description The context's key. */
            contextId: string | null;
            contextName: string | null;
            action: components["schemas"]["AuditAction"];
            /** @enum {string|null} */
            objectType: "store" | "cashpoint" | "storeAgent" | "cashpointUpdate" | "storeUpdate" | "user" | "context" | "session" | "alert" | "rollout" | "token" | "serviceAccount" | "webhook" | "ssoMapping" | "ssoProvider" | "role" | "action" | "tse" | null;
            /** @description The object's uid. */
            objectId: string | null;
            /** @description The object's name as it was then. */
            objectLabel: string | null;
            changes: components["schemas"]["AuditChange"][];
            /** @description The API token the change was made with: its name and prefix ('Nightly (kk_ab12cd34)'); null for a session. */
            token: string | null;
        };
        /** @description HH:mm, local time of the store. */
        TimeOfDay: string;
        /** @description A range of local time; `to` at or before `from` runs past midnight. `from` equal to `to` is refused. */
        TimeRange: {
            from: components["schemas"]["TimeOfDay"];
            to: components["schemas"]["TimeOfDay"];
        };
        /** @description Install only within this local range each night (across midnight when `to` is earlier); null for no limit. */
        FixedRange: {
            from: components["schemas"]["TimeOfDay"];
            to: components["schemas"]["TimeOfDay"];
        } | null;
        OpeningRange: {
            /** @description 1 Monday … 7 Sunday. */
            weekday: number;
            from: components["schemas"]["TimeOfDay"];
            to: components["schemas"]["TimeOfDay"];
        };
        /** @description closed: shut all day; hours: open only in `hours`; blackout: opening as usual, no installation all day. */
        SpecialDay: {
            /** Format: date */
            date: string;
            /** @enum {string} */
            kind: "closed" | "hours" | "blackout";
            hours?: components["schemas"]["TimeRange"][];
            note: string;
        };
        /** @description The store now, as its calendar says; null for a context. */
        StoreDayState: {
            open: boolean;
            /**
             * Format: date-time
             * @description When `open` changes next (within 14 days).
             */
            until: string | null;
            /** @description Today's public holiday, by name. */
            holiday: string | null;
            /** @enum {string|null} */
            specialDay: "closed" | "hours" | "blackout" | null;
            /** @description The note of today's special day. */
            note: string | null;
            /** @description No installation today. */
            blackout: boolean;
        } | null;
        /** @description An update window in UTC; null where there is none (no rule, or none within 60 days). */
        UpdateWindow: {
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
            /** @description The window opens only once the day close is reported; `from` is the earliest start. */
            waitingForDayClose: boolean;
        } | null;
        StoreCalendar: {
            timeZone: string;
            /** @description A holiday region such as 'DE-NW', 'AT-9' or 'ES-CN'; null: no public holidays. */
            region: string | null;
            openingHours: components["schemas"]["OpeningRange"][];
            specialDays: components["schemas"]["SpecialDay"][];
            /** @description The context's special days (for a store; empty for the context itself). */
            contextSpecialDays: components["schemas"]["SpecialDay"][];
            /** @description The store has a calendar of its own (always true for the context's). */
            own: boolean;
            state: components["schemas"]["StoreDayState"];
            nextWindow: components["schemas"]["UpdateWindow"];
        };
        StoreCalendarForm: {
            contextId: components["schemas"]["ContextKey"];
            storeUid?: components["schemas"]["UidString"];
            /** @description With storeUid: drop the store's own zone, region and weekly hours, so its context's apply again (the sent ones are only checked); its own special days are saved as sent. */
            inherit?: boolean;
            timeZone: string;
            region: string | null;
            openingHours: components["schemas"]["OpeningRange"][];
            specialDays: components["schemas"]["SpecialDay"][];
        };
        /** @description openingHours: replaces the weekly hours; specialDay: adds (or replaces on its date) a special day; removeSpecialDay: removes the special day on `date`. */
        CalendarBulkChange: {
            /** @enum {string} */
            kind: "openingHours" | "specialDay" | "removeSpecialDay";
            openingHours?: components["schemas"]["OpeningRange"][];
            specialDay?: components["schemas"]["SpecialDay"];
            /** Format: date */
            date?: string;
        };
        /** @description The stores are named either by `storeUids` or by `cashpointReport`, not both. */
        StoreCalendarBulk: {
            contextId: components["schemas"]["ContextKey"];
            /** @description The stores the tree filter shows; uids not in the context are not counted. */
            storeUids?: components["schemas"]["UidString"][];
            cashpointReport?: components["schemas"]["CashpointReportFilter"];
            change: components["schemas"]["CalendarBulkChange"];
            dryRun?: boolean;
        };
        StoreCount: {
            stores: number;
        };
        CalendarImportErrors: {
            message: string;
            /**
             * @description Empty when the request itself was refused (no file, a bad field), not a line of it.
             * @default []
             */
            lines: {
                /** @description The line number in the file, the header being line 1. */
                line: number;
                message: string;
            }[];
            /** @description Only when the file has more bad lines than `lines` names (at most 100): how many more, and the German line a list of them ends with. */
            more?: {
                lines: number;
                /** @example … und 1.234 weitere Zeilen */
                message: string;
            };
        };
        UpdateWindowRule: {
            enabled: boolean;
            minutesAfterClosing: number;
            minutesBeforeOpening: number;
            afterDayClose: boolean;
            fixedRange: components["schemas"]["FixedRange"];
            /** @description For a store: it has a rule of its own (else its context's is shown). Always true for a context. */
            own: boolean;
        };
        UpdateWindowRuleForm: {
            contextId: components["schemas"]["ContextKey"];
            storeUid?: components["schemas"]["UidString"];
            /** @description With storeUid: drop the store's own rule, so its context's applies. */
            inherit?: boolean;
            enabled: boolean;
            minutesAfterClosing: number;
            minutesBeforeOpening: number;
            afterDayClose: boolean;
            fixedRange: components["schemas"]["FixedRange"];
        };
        WaitingStore: {
            storeUid: string;
            storeId: string;
            /** Format: date-time */
            notBefore: string | null;
            /** @description The store's IANA zone, in which notBefore is shown. */
            timeZone: string;
            /** @description Registers of the store with an update due. */
            registers: number;
        };
        ContextKey: string;
        UidString: string;
        DigitsId: string;
        StoreName: string;
        /** @description A bare file name; no path separators and no leading dot. */
        Filename: string;
        UpdateTag: string;
        UpdateComment: string;
        Login: string;
        Seed: string;
        Token2FA: string;
        /**
         * @description 1 Neu, 4 Test/Labor, 2 Aktiv, 3 Gelöscht.
         * @enum {integer}
         */
        UpdateStatus: 1 | 2 | 3 | 4;
        /**
         * @description 0 not installed, 1 installing, 2 installed, 3 failed.
         * @enum {integer}
         */
        InstallationStatus: 0 | 1 | 2 | 3;
        LogoutReply: {
            ok: boolean;
            /** @description For a session opened through the OpenID Provider that offers it, its end-session URL; the SPA goes there. */
            endSessionUrl?: string;
        };
        SsoPublicConfig: {
            provider: {
                /** @description The provider's display name (OIDC_NAME): 'Anmelden mit <name>'. */
                name: string;
            } | null;
            /** @description false: only accounts marked Notfallzugang log in with a password. */
            localLogin: boolean;
        };
        SsoMapping: {
            uid: string;
            group: string;
            /** @description The role's uid; null: the group gives no role. */
            role: string | null;
            roleName: string | null;
            contextKeys: string[];
            allContexts: boolean;
        };
        SsoMappingInput: {
            /** @description The mapping to change; none for a new one. */
            uid?: string;
            group: string;
            role: string | null;
            contextKeys: string[];
            allContexts: boolean;
        };
        SsoTestResult: {
            /** Format: date-time */
            at: string;
            /** @description Why a login would be refused (a German text); null: it would succeed. */
            refused: string | null;
            /** @description What the provider sent (ID token and UserInfo). */
            claims: {
                [key: string]: unknown;
            };
            login: string | null;
            groups: string[];
            /** @description The mapped role's name. */
            role: string | null;
            contextKeys: string[];
            allContexts: boolean;
        };
        Ok: {
            ok: boolean;
        };
        /** @description Several alerts by uid (the selection of the alert list); repeated uids count once. */
        AlertUids: components["schemas"]["UidString"][];
        /** @description Done; with `uids`, the alerts of the list that were closed and left as they were. */
        AlertsChanged: {
            ok: boolean;
            closedUids?: string[];
        };
        ErrorReply: {
            message: string;
            missing2FAToken?: boolean;
            value?: string;
        };
        Health: {
            /** @enum {string} */
            status: "ok";
        };
        Readiness: {
            /** @enum {string} */
            status: "ok";
            /** @description Whether this instance runs the jobs that run on one instance at a time. */
            leader: boolean;
        };
        LoginRequest: {
            login: string;
            password: string;
            token2FA?: string | null;
        };
        SessionUser: {
            uid: string;
            login: string;
            firstName: string;
            lastName: string;
            email?: string | null;
            role: string;
            use2FA: boolean;
            /** @description The user sees every context (and only then may grant all contexts to others). */
            allContextsVisible: boolean;
        };
        SessionData: {
            contexts: components["schemas"]["ContextRef"][];
            user: components["schemas"]["SessionUser"];
            isAdmin: boolean;
            /** @enum {string} */
            systemType: "DEVEL" | "TEST" | "PROD";
            rights: string[];
            hasStoreAgents: boolean;
            hasStatsMenu: boolean;
            hasStatistics: boolean;
            hasCreateButtons: boolean;
            hasContextManagement: boolean;
            handleActivePromotions: boolean;
            columnFilters: components["schemas"]["ColumnFilter"][];
            columnWidths: components["schemas"]["ColumnWidths"][];
            showBanner: boolean;
            isDevel: boolean;
            isTest: boolean;
        };
        OwnSession: {
            /** @description The session's public id (not its cookie token). */
            id: string;
            /** @description The browser's User-Agent at login, cut to 300 characters; null when it sent none. */
            userAgent: string | null;
            /** @description The client address at login. */
            address: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description The session's last request; written at most once a minute.
             */
            lastUsedAt: string;
            /** @description The session of this request. */
            current: boolean;
            /** @description The OpenID Provider's name for a session opened through it; null for a password login. */
            provider?: string | null;
        };
        ColumnFilter: {
            /** @enum {string} */
            tablename: "cashpointreport" | "storereport";
            name: string;
            columns: string[];
        };
        ColumnWidths: {
            /** @enum {string} */
            tablename: "cashpointreport" | "storereport";
            widths: {
                [key: string]: number;
            };
        };
        ContextRef: {
            key: string;
            name: string;
        };
        ContextSummary: {
            key: string;
            name: string;
            storeCount: number;
            cashpointCount: number;
            notUpdatedCashpointCount: number;
            storeAgentCount: number;
            notUpdatedStoreAgentCount: number;
            /** @description Alerts of the context that are open or acknowledged. */
            openAlertCount: number;
        };
        SituationCounts: {
            /** @description Open or acknowledged alerts whose kind is critical in their context. */
            criticalAlertCount: number;
            /** @description Open or acknowledged alerts nobody has taken over. */
            unownedAlertCount: number;
            pausedRolloutCount: number;
            waitingForApprovalRolloutCount: number;
            runningRolloutCount: number;
            /** @description Registers without a heartbeat within the offline limit. */
            offlineCashpointCount: number;
            /** @description Store servers without a heartbeat within the offline limit. */
            offlineStoreAgentCount: number;
            /** @description Stores with a maintenance running now (of the store or of one of its registers). */
            maintenanceStoreCount: number;
            /** @description Stores outside their update window that hold back a due update. */
            waitingForWindowStoreCount: number;
        };
        /** @description One change of a context, as the live stream (`getLiveEvents`) sends it. */
        LiveEvent: {
            /** @enum {string} */
            kind: "cashpoint" | "storeAgent" | "alert" | "rollout" | "action" | "reload";
            /** @description The key of the context. */
            contextId: string;
            /** @description The uid of the register, store server, alert, rollout or action. */
            uid?: string;
            /** @description The uid of the store of a register, store server or alert. */
            storeUid?: string;
            changes?: components["schemas"]["LiveChanges"];
            /** @description An alert's 'opened', 'changed' (taken over, acknowledged or snoozed; without `uid`: many at once) or 'closed'; a rollout's or action's new state. */
            state?: string;
        };
        /** @description The fields of a register's or store server's row that changed, and only those. */
        LiveChanges: {
            offline?: boolean;
            currentVersionTag?: string | null;
        };
        SearchResults: {
            results: components["schemas"]["SearchResult"][];
        };
        SearchResult: {
            /** @enum {string} */
            kind: "context" | "store" | "cashpoint" | "storeAgent" | "update" | "rollout" | "alert" | "user";
            title: string;
            subtitle: string;
            /** @description The key of the result's context; null for a user. */
            contextId: string | null;
            /** @description The SPA's path of the page that shows the result selected. */
            link: string;
        };
        ContextSituation: {
            key: string;
            name: string;
        } & components["schemas"]["SituationCounts"];
        ContextListItem: {
            uid: string;
            key: string;
            name: string;
            /** @enum {integer} */
            type: 1 | 2;
        };
        Check: {
            id: string;
            name: string;
        };
        /** @description The context dialog's fields. A new customer context (type 2, no `uid`) needs a hashSecret of at least 10 characters (checked once the fields themselves are valid). OpenAPI 3.0 has no if/then, so the rule is a `not` of what breaks it: "if A then B" is "not (A and not B)". A change of a context (`uid`) without `hashSecret` (missing or null) keeps the stored one (since 3.0.0: the form no longer carries it); an empty one removes it (an Anwendung only). */
        ContextForm: components["schemas"]["ContextDetail"];
        /** @description A context as its dialog shows it; hashSecret is null for a reader without the right to change contexts. */
        ContextDetail: {
            uid?: string | null;
            key: string;
            name: string;
            /**
             * @description 1 Anwendung, 2 Kunde.
             * @enum {integer}
             */
            type: 1 | 2;
            hashSecret?: string | null;
            allStoreChecksVisible: boolean;
            visibleStoreCheckIds: string[];
            allCashpointChecksVisible: boolean;
            visibleCashpointCheckIds: string[];
        };
        Role: {
            value: string;
            name: string;
            description: string;
        };
        User: {
            uid: string;
            login: string;
            lastName: string;
            firstName: string;
            email?: string | null;
            role: string;
            roleName: string;
            visibleContextIds: string[];
            allContextsVisible: boolean;
            use2FA: boolean;
            /** @description 'Notfallzugang': logs in with a password (and 2FA) when password login is off. */
            emergencyAccess?: boolean;
            /** @description Failed logins from at least one address make it wait before its next try right now (unlockUser ends that). */
            locked: boolean;
        };
        /** @description The user dialog's fields. A new user (no uid) needs a password of at least 8 characters (checked once the fields themselves are valid), stated as a `not` of what breaks it. */
        UserForm: {
            uid?: string | null;
            login: components["schemas"]["Login"];
            lastName: string;
            firstName: string;
            email?: string | null;
            /** @description At least 8 characters; required for a new user. */
            password?: string | null;
            role: string;
            visibleContextIds: string[];
            allContextsVisible: boolean;
            use2FA: boolean;
            seed2FA?: string | null;
            /** @description 'Notfallzugang'; missing keeps what is stored (off for a new user). */
            emergencyAccess?: boolean;
        };
        StoreNode: {
            /** @description The store id (digits). */
            id: string;
            name: string | null;
            uid: string;
            cashpoints: components["schemas"]["CashpointTreeItem"][];
            numberOfOfflineChildren: number;
            allVersionTags: string[];
            allUpdated: boolean;
        };
        CashpointTreeItem: {
            uid: string;
            posId: string;
            storeId: string;
            offline: boolean;
            currentVersionTag: string | null;
            updated: boolean;
        };
        Cashpoint: {
            uid: string;
            posId: string;
            storeId: string;
            storeName?: string | null;
            posType?: string | null;
            offline: boolean;
            currentVersionTag: string | null;
            /** @description File name of the installed update. */
            currentVersion: string | null;
            updated: boolean;
            agentVersion: string | null;
            /** Format: date-time */
            lastHeartbeat: string | null;
            /** Format: date-time */
            additionalDataTimestamp: string | null;
            agentInfo: components["schemas"]["CashpointAgentInfo"] | null;
        };
        OsInfo: {
            osName?: string | null;
            osType?: string | null;
            version?: string | null;
            cpus?: number | null;
            platform?: string | null;
            hostname?: string | null;
            /** @description Unix seconds. */
            lastReboot?: number | null;
            timezone?: string | null;
            ntpServer?: string | null;
            ntpSyncActive?: boolean | null;
            /** @description Unix seconds. */
            ntpLastSuccessfulSyncTime?: number | null;
        };
        NetworkInterface: {
            name: string;
            ipAddress?: string | null;
            macAddress?: string | null;
            netmask?: string | null;
            gateway?: string | null;
        };
        CashpointAgentInfo: {
            osInfo?: components["schemas"]["OsInfo"];
            interfaces?: components["schemas"]["NetworkInterface"][];
            cashpointVersion?: string | null;
            tseServerVersion?: string | null;
            javaVersion?: string[];
            mariaDBVersion?: string | null;
            bootloader?: string | null;
            cashpointRunning?: boolean | null;
        };
        KeyValue: {
            key: string;
            value: string | null;
        };
        ServiceConfigValue: {
            service: string;
            key: string;
            value: string | null;
        };
        ServiceState: {
            name: string;
            state: string;
            /** @description Unix seconds. */
            since?: number | null;
        };
        Promotion: {
            id: string;
            name: string;
            /** Format: date-time */
            validFrom?: string | null;
            /** Format: date-time */
            validTo?: string | null;
        };
        CashpointInfo: {
            commonConfigValues: components["schemas"]["KeyValue"][];
            serviceConfigValues: components["schemas"]["ServiceConfigValue"][];
            cashpointServiceStates: components["schemas"]["ServiceState"][];
            cashpointStatusInfo: components["schemas"]["KeyValue"][];
            activePromotions: components["schemas"]["Promotion"][];
            hostsFile: string | null;
        };
        LogReply: {
            log: string | null;
            /** Format: date-time */
            logDate: string | null;
        };
        Syncfile: {
            uid: string;
            filename: string;
            tag: string;
            comment: string | null;
            /** @description 1 Neu, 4 Test/Labor, 2 Aktiv, 3 Gelöscht; other codes are shown as UNKNOWN. */
            status: number;
            /** Format: date-time */
            releaseDate: string | null;
            orderKey: number;
            archived: boolean;
            uploadFilepath?: string | null;
            size?: number | null;
            /** Format: date-time */
            logDate?: string | null;
            /** @description In a target's version history, whether an install log exists. */
            hasLog: boolean;
            /** @description In a target's version history, whether the target downloaded it. */
            downloaded: boolean;
            /** @description In a target's version history, 0 to 3. */
            installationStatus: number | null;
            /** Format: date-time */
            installingSince?: string | null;
            rollout?: components["schemas"]["RolloutOfUpdate"];
        };
        UpdateTargetCashpoint: {
            uid: string;
            posId: string;
            isChecked: boolean;
        };
        UpdateTargetStore: {
            /** @description The store's uid (register updates) or the store agent's uid (store updates). */
            uid: string;
            id: string;
            name: string | null;
            isChecked: boolean;
            cashpoints: components["schemas"]["UpdateTargetCashpoint"][];
        };
        UpdateDetail: {
            syncfile: components["schemas"]["Syncfile"];
            stores: components["schemas"]["UpdateTargetStore"][];
            /** @description Of the targets this update is due to (every target for Aktiv, the checked ones for Test/Labor; otherwise 0) that have not begun it: how many wait for their store's update window, and in how many stores. */
            waitingForWindow: {
                stores: number;
                targets: number;
            };
        };
        StoreAgentTreeItem: {
            storeId: string;
            name: string | null;
            uid: string;
            /** @description The uid of the agent's store. */
            storeUid: string;
            offline: boolean;
            updated: boolean;
            currentVersionTag: string | null;
            agentVersion: string | null;
            /** Format: date-time */
            lastHeartbeat: string | null;
        };
        TimestampedValue: {
            value?: string | null;
            /** @description Unix seconds. */
            timestamp?: number | null;
        };
        StoreInfo: {
            storeVersion?: string | null;
            programVersion?: string | null;
            customerNumber?: string | null;
            license?: string | null;
            serialNumber?: string | null;
            identNumber?: string | null;
            licenseProcedure?: string | null;
        };
        StoreFileValues: {
            tbeg?: components["schemas"]["TimestampedValue"];
            tabsletzte?: components["schemas"]["TimestampedValue"];
            tabsok?: components["schemas"]["TimestampedValue"];
            dzuskarun?: components["schemas"]["TimestampedValue"];
            sigmabackupaktiv?: components["schemas"]["TimestampedValue"];
            lastsigmabackup?: components["schemas"]["TimestampedValue"];
            lastsigmabackuperfolg?: components["schemas"]["TimestampedValue"];
            updateaktiv?: components["schemas"]["TimestampedValue"];
            lastupdate?: components["schemas"]["TimestampedValue"];
            lastupdateerfolg?: components["schemas"]["TimestampedValue"];
            diwastop_err?: components["schemas"]["TimestampedValue"];
            diwadebu_log?: components["schemas"]["TimestampedValue"];
            lastposconnectupdate?: components["schemas"]["TimestampedValue"];
            lastposconnectupdateerfolg?: components["schemas"]["TimestampedValue"];
        };
        StoreDbValues: {
            tabsaktiv?: boolean | null;
            kabsvortag?: number | null;
            kabslaufendertag?: number | null;
            wwsbelegverarbeitungaktiv?: boolean | null;
            bonaufloesungwamodulaktiv?: boolean | null;
            datenverarbeitunghqaktiv?: boolean | null;
        };
        StoreAppValues: {
            tseserverversion?: string | null;
            tseserverrunning?: boolean | null;
            pgsqlversion?: string | null;
        };
        ServiceInfoEntry: {
            /** @description RUNNING, STOPPED or another state. */
            state: string;
            /** @description AUTOMATIC, MANUAL, DISABLED. */
            startType?: string | null;
        };
        PosConnectService: {
            name: string;
            numberOfInstances?: number | null;
            status?: string | null;
            version?: string | null;
        };
        PosConnectInfo: {
            mandant?: string | null;
            environment?: string | null;
            buildTag?: string | null;
            services?: components["schemas"]["PosConnectService"][];
        };
        StoreAgentInfo: {
            osInfo?: components["schemas"]["OsInfo"];
            interfaces?: components["schemas"]["NetworkInterface"][];
            storeInfo?: components["schemas"]["StoreInfo"];
            fileValues?: components["schemas"]["StoreFileValues"];
            dbValues?: components["schemas"]["StoreDbValues"];
            appValues?: components["schemas"]["StoreAppValues"];
            /** @description Service name (dutiserv, dzuska28, postgresql, posConnectAppAdmin, ...) to its state. */
            serviceInfo?: {
                [key: string]: components["schemas"]["ServiceInfoEntry"];
            };
            posConnectInfo?: components["schemas"]["PosConnectInfo"];
        };
        StoreAgent: {
            storeId: string;
            name: string | null;
            uid: string;
            /** @description The store's uid (the audit log names a store server by it). */
            storeUid: string;
            offline: boolean;
            updated: boolean;
            currentVersionTag: string | null;
            agentVersion: string | null;
            /** Format: date-time */
            lastHeartbeat: string | null;
            currentVersion: string | null;
            agentInfo: components["schemas"]["StoreAgentInfo"] | null;
        };
        /** @description Matches a value that holds this text, whatever its case. */
        ReportTextFilter: string;
        CashpointReportRow: {
            uid: string;
            storeId: string | null;
            posId: string | null;
            posType: string | null;
            /** Format: date-time */
            lastHeartbeat: string | null;
            /** @description Tag of the installed update. */
            currentVersion: string | null;
            offline: boolean;
            /** @description With an Aktiv update due that it has not begun while its store is outside its update window: 'wartet bis Di 20:30', the next window's start in the store's time; else null. */
            updateWindow: string | null;
            /** @enum {string|null} */
            tseType: "usb" | "sd" | "lan" | "cloud" | null;
            tseSerial: string | null;
            /**
             * Format: date
             * @description The certificate's last valid day.
             */
            tseCertificateValidUntil: string | null;
            /** @description Whole days from today (UTC) to the certificate's last day; 0 on it, negative after it. */
            tseDaysLeft: number | null;
            /** @description The signature counter in percent of the capacity, one decimal; null when either is unknown. */
            tseCapacityUsedPercent: number | null;
            /** @enum {string|null} */
            tseState: "notInitialized" | "initialized" | "disabled" | "decommissioned" | "evicted" | null;
            /** Format: date-time */
            tseLastExportAt: string | null;
            tseLastExportOk: boolean | null;
            /** Format: date-time */
            tseLastSelfTestAt: string | null;
            tseLastSelfTestOk: boolean | null;
            /**
             * @description The worst state of the register's devices (best to worst: ok, paperLow, coverOpen, paperOut, offline, error); null while it has reported no device.
             * @enum {string|null}
             */
            peripheralState: "ok" | "paperLow" | "coverOpen" | "paperOut" | "offline" | "error" | null;
            /** @description Whether the register reaches its card terminal. */
            terminalReachable: boolean | null;
            /**
             * Format: date-time
             * @description The card terminal's last end-of-day cut (Kassenschnitt).
             */
            terminalLastCutAt: string | null;
            /** @description Card payments the terminal has not passed on yet. */
            offlineCardTransactions: number | null;
            /** @description Receipts the register has not sent yet. */
            unsentReceipts: number | null;
            /**
             * Format: date-time
             * @description When the oldest unsent receipt was made.
             */
            oldestUnsentReceiptAt: string | null;
            cashpointVersion: string | null;
            tseServerVersion: string | null;
            osName: string | null;
            cashpointRunning: boolean | null;
            ntpSyncActive: boolean | null;
            /** @description Unix seconds. */
            ntpLastSuccessfulSyncTime: number | null;
        };
        ReportTimestamp: {
            value?: string | null;
            /** @description Unix seconds. */
            timestamp?: number | null;
        } | null;
        StoreReportRow: {
            uid: string;
            /** @description The store number (Marktnr.) and name. */
            storeName: string;
            /** Format: date-time */
            lastHeartbeat?: string | null;
            currentVersionTag?: string | null;
            storeVersion?: string | null;
            license?: string | null;
            licenseProcedure?: string | null;
            identNumber?: string | null;
            serialNumber?: string | null;
            tbeg?: components["schemas"]["ReportTimestamp"];
            tabsletzte?: components["schemas"]["ReportTimestamp"];
            tabsok?: components["schemas"]["ReportTimestamp"];
            dzuskarun?: components["schemas"]["ReportTimestamp"];
            diwastop_err?: components["schemas"]["ReportTimestamp"];
            tabsaktiv?: boolean | null;
            kabsvortag?: number | null;
            kabslaufendertag?: number | null;
            wwsBelegverarbeitungAktiv?: boolean | null;
            bonaufloesungWAModulAktiv?: boolean | null;
            datenverarbeitungHQAktiv?: boolean | null;
            posReceiptProcessingActive?: boolean | null;
            lastPosReceiptProcessing?: components["schemas"]["ReportTimestamp"];
            tillServerVersion?: string | null;
            tillServerActive?: boolean | null;
            tseServerVersion?: string | null;
            tseServerRunning?: boolean | null;
            sigmabackupaktiv?: boolean | null;
            lastsigmabackup?: components["schemas"]["ReportTimestamp"];
            lastsigmabackuperfolg?: string | null;
            updateaktiv?: boolean | null;
            lastupdate?: components["schemas"]["ReportTimestamp"];
            lastupdateerfolg?: string | null;
            /** @description A count or a text. */
            diwadebu_log?: string | null;
            lastPosConnectUpdate?: components["schemas"]["ReportTimestamp"];
            lastPosConnectUpdateErfolg?: boolean | null;
            posConnectBuildTag?: string | null;
            dutiservStartart?: string | null;
            dutiserv?: string | null;
            dzuska28?: string | null;
            dzuska51?: string | null;
            diwaapps?: string | null;
            dzuswdfk?: string | null;
            dzuswa11?: string | null;
            dzuswa18?: string | null;
            diwamesw?: string | null;
            posConnectAppAdmin?: string | null;
            posConnectMasterData?: string | null;
            posConnectReceiptService?: string | null;
            tseServer?: string | null;
            postgresql?: string | null;
            pgsqlVersion?: string | null;
            masterDataPricesVersion?: string | null;
            /** Format: date-time */
            masterDataPricesAppliedAt?: string | null;
            masterDataPromotionsVersion?: string | null;
            /** Format: date-time */
            masterDataPromotionsAppliedAt?: string | null;
            masterDataArticlesVersion?: string | null;
            /** Format: date-time */
            masterDataArticlesAppliedAt?: string | null;
            offline: boolean;
        };
        VersionEntry: {
            /** @description The update's uid. */
            key: string;
            tag: string;
            filename: string;
        };
        TseSerialNumber: string;
        /** @enum {string} */
        TseType: "usb" | "sd" | "lan" | "cloud";
        /**
         * @description The TSE's lifecycle state as the KassenSichV's interface names it; only `initialized` signs.
         * @enum {string}
         */
        TseState: "notInitialized" | "initialized" | "disabled" | "decommissioned" | "evicted";
        TseCashpoint: {
            uid: string;
            storeId: string;
            posId: string;
        };
        TseSwapPlan: {
            /** Format: date */
            date: string;
            note: string;
            /** @description The planner's name. */
            by: string;
            /** Format: date-time */
            at: string;
        };
        FiscalNotificationPage: {
            rows: components["schemas"]["FiscalNotificationRow"][];
            total: number;
        };
        FiscalNotificationRow: {
            storeUid: string;
            storeId: string;
            storeName: string;
            /**
             * Format: date
             * @description Null when no change is due (reported).
             */
            deadline: string | null;
            overdue: boolean;
            /**
             * Format: date
             * @description The day of the store's last report.
             */
            lastReportedOn: string | null;
            /** @description The due changes, oldest first. */
            changes: components["schemas"]["FiscalChange"][];
            /** @description What a report still lacks (for due stores); the taxpayer's, the store's and per register its posId. */
            missing: components["schemas"]["FiscalMissing"][];
        };
        FiscalChange: {
            /** @enum {string} */
            kind: "registerAdded" | "registerRemoved" | "tseChanged" | "serialChanged" | "modelChanged" | "storeAdded" | "storeClosed";
            /** Format: date-time */
            at: string;
            /**
             * Format: date
             * @description The Berlin day of the change.
             */
            day: string;
            /** @description The register's number; null for a change of the store. */
            posId: string | null;
            from: string | null;
            to: string | null;
        };
        FiscalMissing: {
            /** @enum {string} */
            scope: "taxpayer" | "store" | "register";
            posId: string | null;
            fields: string[];
        };
        /** @description The register's decommissioning (since 7.0.0), kept in its fiscal record; left out, today (Berlin) without a reason. */
        FiscalDecommission: {
            /**
             * Format: date
             * @description The day it was taken out of service (Berlin), not in the future.
             */
            decommissionedOn?: string;
            reason?: string | null;
        };
        TseRow: {
            contextId: components["schemas"]["ContextKey"];
            serial: string;
            type: components["schemas"]["TseType"];
            bsiCertificateId: string | null;
            manufacturer: string | null;
            model: string | null;
            /** Format: date */
            certificateValidUntil: string;
            /** @description Whole days from today (UTC) to the certificate's last day; negative once it ran out. */
            daysLeft: number;
            signatureCounter: number | null;
            signatureCapacity: number | null;
            /** @description Counter in percent of the capacity, one decimal. */
            capacityUsedPercent: number | null;
            /**
             * Format: date
             * @description The day the counter reaches the capacity at its rate of the last 30 days.
             */
            fullBy: string | null;
            state: components["schemas"]["TseState"];
            timeSet: boolean | null;
            /** Format: date-time */
            lastExportAt: string | null;
            lastExportOk: boolean | null;
            /** Format: date-time */
            lastSelfTestAt: string | null;
            lastSelfTestOk: boolean | null;
            /** @description The store whose register or store server last reported it. */
            storeId: string | null;
            cashpoints: components["schemas"]["TseCashpoint"][];
            plannedSwap: components["schemas"]["TseSwapPlan"] | null;
        };
        TseHistoryEntry: {
            /** Format: date-time */
            at: string;
            /**
             * @description firstSeen; swappedIn (the register's TSE before it was `otherSerial`, or null); swappedOut (the register reports `otherSerial` now); state (from `from` to `to`); planClosed (the swap planned for `to` done by a swap).
             * @enum {string}
             */
            kind: "firstSeen" | "swappedIn" | "swappedOut" | "state" | "planClosed";
            storeId: string | null;
            posId: string | null;
            otherSerial: string | null;
            from: string | null;
            to: string | null;
        };
        TseDetail: {
            tse: components["schemas"]["TseRow"];
            /** Format: date-time */
            activatedAt: string | null;
            /** Format: date-time */
            firstSeen: string;
            /** Format: date-time */
            lastSeen: string;
            /** @description False once it was swapped out of its last register. */
            inUse: boolean;
            history: components["schemas"]["TseHistoryEntry"][];
            counterSamples: {
                /** Format: date */
                day: string;
                counter: number;
            }[];
        };
        TseForecast: {
            months: {
                month: string;
                tses: number;
                cashpoints: number;
            }[];
        };
        VersionHistory: {
            days: components["schemas"]["VersionHistoryDay"][];
            /** @description Every version of the range, newest update first; null (no installed update) last. */
            versions: (string | null)[];
            weekOverWeek: components["schemas"]["VersionWeekOverWeek"];
        };
        VersionHistoryDay: {
            /** @description The day, YYYY-MM-DD in TIME_ZONE. */
            day: string;
            /** @description The context's registers. */
            cashpoints: number;
            onlineCashpoints: number;
            /** @description Online registers in percent of all, one decimal (0 without registers). */
            onlineShare: number;
            /** @description Open and acknowledged alerts of every kind. */
            openAlerts: number;
            openAlertsByKind: {
                /** @description The alert kind (AlertKind) as it was then. */
                kind: string;
                count: number;
            }[];
            /** @description Stores judged red (store health). */
            redStores: number;
            /** @description Registers per version that day, newest update first. */
            versions: components["schemas"]["VersionCount"][];
        };
        VersionCount: {
            /** @description The update's tag; null for registers without an installed update. */
            version: string | null;
            cashpoints: number;
        };
        VersionWeekOverWeek: {
            /** @description The newest snapshot day; null without any. */
            thisWeek: string | null;
            /** @description Seven days before it; null when that day has no snapshot. */
            lastWeek: string | null;
            versions: {
                version: string | null;
                thisWeek: number;
                lastWeek: number;
                difference: number;
            }[];
        };
        /** @enum {string} */
        FiscalLand: "BW" | "BY" | "BE" | "BB" | "HB" | "HH" | "HE" | "MV" | "NI" | "NW" | "RP" | "SL" | "SN" | "ST" | "SH" | "TH";
        /** @description A day, YYYY-MM-DD. */
        FiscalDay: string;
        FiscalTaxpayer: {
            /** @description The taxpayer's name; null while never saved. */
            name: string | null;
            /** @description The Steuernummer as saved. */
            taxNumber: string | null;
            taxOffice: string | null;
            /** @description The Länder whose format the Steuernummer has (several share one). */
            laender: components["schemas"]["FiscalLand"][];
            /** Format: date-time */
            updatedAt: string | null;
            /** @description Who saved it last (first and last name). */
            updatedBy: string | null;
        };
        FiscalTaxpayerForm: {
            contextId: components["schemas"]["ContextKey"];
            name: string;
            taxNumber: string;
            taxOffice?: string | null;
        };
        FiscalStore: {
            storeUid: string;
            storeId: string;
            name: string;
            street: string | null;
            postalCode: string | null;
            city: string | null;
            /** @description The store was deleted and stays in the fiscal record until reported. */
            closed: boolean;
        };
        FiscalStoreForm: {
            contextId: components["schemas"]["ContextKey"];
            street: string | null;
            /**
             * @description 5 digits; checked by the server with a German message.
             * @example 20095
             */
            postalCode: string | null;
            city: string | null;
        };
        FiscalRegister: {
            cashpointUid: string;
            storeUid: string;
            storeId: string;
            posId: string;
            /**
             * @description 'Art des elektronischen Aufzeichnungssystems' of the official form; null while not given.
             * @enum {string|null}
             */
            systemKind: "computerCashSystem" | "cashRegister" | "tabletCashSystem" | "scaleWithRegister" | "taximeter" | "odometer" | null;
            manufacturer: string | null;
            model: string | null;
            softwareName: string | null;
            softwareVersion: string | null;
            serialNumber: string | null;
            /** @description The TSE the register reported last. */
            tseSerial: string | null;
            purchasedOn: string | null;
            decommissionedOn: string | null;
            decommissionReason: string | null;
            firstSeen: components["schemas"]["FiscalDay"];
            /** @description The register was deleted and stays in the fiscal record until reported. */
            removed: boolean;
            /** @description What the fleet knows of the register's software, offered as the default of the fields left empty. */
            agentSoftware: {
                name: string | null;
                version: string | null;
            };
        };
        FiscalRegisterForm: {
            contextId: components["schemas"]["ContextKey"];
            /** @description One of the values of `FiscalRegister.systemKind`; another is refused with a German message naming the field. */
            systemKind: string | null;
            manufacturer: string | null;
            model: string | null;
            softwareName: string | null;
            softwareVersion: string | null;
            serialNumber: string | null;
            /** @description YYYY-MM-DD; checked by the server with a German message. */
            purchasedOn: string | null;
            /** @description YYYY-MM-DD; checked by the server with a German message. */
            decommissionedOn: string | null;
            decommissionReason: string | null;
        };
        FiscalRegisterCount: {
            registers: number;
        };
        TseSwapPlanForm: {
            contextId: components["schemas"]["ContextKey"];
            /**
             * Format: date
             * @description The planned day; not in the past (UTC).
             */
            date: string;
            /** @default  */
            note: string;
        };
        /**
         * @description red: something stops the store selling now; yellow: needs care before it does; green: neither.
         * @enum {string}
         */
        StoreHealthState: "green" | "yellow" | "red";
        StoreHealthCause: {
            /**
             * @description peripheral: a device not ok; terminalUnreachable; offlinePayments: card payments taken offline wait; cutMissing: no terminal cut after a past day's payments; receiptsUnsent; masterDataPending: received but not applied; masterDataMissing: today's prices not applied.
             * @enum {string}
             */
            kind: "peripheral" | "terminalUnreachable" | "offlinePayments" | "cutMissing" | "receiptsUnsent" | "masterDataPending" | "masterDataMissing";
            /**
             * @description The state this cause gives the store.
             * @enum {string}
             */
            state: "yellow" | "red";
            /** @description The uid of the register it concerns, or the store's uid for the store server's. */
            subject: string;
            /** @description German, e.g. 'Bondrucker Kasse 3: Papier leer seit 10:42' (Europe/Berlin). */
            text: string;
            /** Format: date-time */
            since: string | null;
        };
        StoreHealthRow: {
            storeUid: string;
            storeId: string;
            storeName: string | null;
            state: components["schemas"]["StoreHealthState"];
            causes: components["schemas"]["StoreHealthCause"][];
        };
        StoreHealthPage: {
            rows: components["schemas"]["StoreHealthRow"][];
            /** @description Stores that match the filter. */
            total: number;
            /** @description Every store of the context by state, whatever the filter. */
            counts: {
                green: number;
                yellow: number;
                red: number;
            };
        };
        StoreHealthMarks: {
            /** @description Every store not green; a store left out is green. */
            stores: components["schemas"]["StoreHealthRow"][];
        };
        RedStores: {
            contexts: {
                key: string;
                name: string;
                /** @description The context's red stores. */
                total: number;
                /** @description The first ten by store number. */
                stores: components["schemas"]["StoreHealthRow"][];
            }[];
        };
        CashpointHealth: {
            state: components["schemas"]["StoreHealthState"];
            causes: components["schemas"]["StoreHealthCause"][];
            /** @description Open now by its store's calendar; null when the calendar names no opening hours (judged as open). */
            storeOpen: boolean | null;
            /** @description Its devices as last reported, by kind and name. */
            peripherals: {
                /** @enum {string} */
                kind: "printer" | "scanner" | "scale" | "display" | "drawer" | "eft";
                name: string;
                /** @enum {string} */
                state: "ok" | "offline" | "coverOpen" | "paperLow" | "paperOut" | "error";
                /** Format: date-time */
                since: string;
            }[];
            /** @description Its card terminal as last reported; null when never. */
            payment: {
                terminalId: string;
                reachable: boolean;
                /**
                 * Format: date-time
                 * @description Since when the console sees it (un)reachable.
                 */
                reachableSince: string;
                /** Format: date-time */
                lastTransactionAt: string | null;
                /**
                 * Format: date-time
                 * @description The last end-of-day cut (Kassenschnitt).
                 */
                lastCutAt: string | null;
                offlineTransactions: number;
                /** Format: date-time */
                oldestOfflineAt: string | null;
                /** Format: date-time */
                reportedAt: string;
            } | null;
            /** @description Its receipts not yet sent, as last reported; null when never. */
            dataFlow: {
                unsentReceipts: number;
                /** Format: date-time */
                oldestUnsentAt: string | null;
                /** Format: date-time */
                lastUploadAt: string | null;
                /** Format: date-time */
                reportedAt: string;
            } | null;
            /** @description Whether a receipt is open by its last heartbeat; null when it never said. */
            openReceipt: boolean | null;
        };
        /** @enum {string} */
        TaxNoticeChangeKind: "registerAdded" | "registerRemoved" | "tseChanged" | "serialChanged" | "modelChanged" | "storeAdded" | "storeClosed";
        /** @description A store's notification to the tax office under § 146a (4) AO: the parts in the order of Mein ELSTER's form; each part's `missing` names the fields a report cannot go without that are empty. */
        TaxNoticeReport: {
            contextId: components["schemas"]["ContextKey"];
            storeUid: components["schemas"]["UidString"];
            /**
             * Format: date
             * @description The day (Berlin) the report was made.
             */
            generatedOn: string;
            taxpayer: {
                name: string | null;
                taxNumber: string | null;
                taxOffice: string | null;
                missing: ("name" | "taxNumber")[];
            };
            store: {
                storeId: string;
                name: string;
                street: string | null;
                postalCode: string | null;
                city: string | null;
                /** @description The store was deleted (closed). */
                closed: boolean;
                missing: ("street" | "postalCode" | "city")[];
            };
            /** @description How many registers the report lists. */
            registerCount: number;
            registers: components["schemas"]["TaxNoticeRegister"][];
            changes: components["schemas"]["TaxNoticeChange"][];
            /**
             * Format: date
             * @description One month after the oldest change not yet reported; null without one.
             */
            deadline: string | null;
            /** @description Nothing is missing: the report may be marked as sent. */
            complete: boolean;
        };
        TaxNoticeRegister: {
            cashpointUid: components["schemas"]["UidString"];
            posId: string;
            /**
             * @description 'Art des elektronischen Aufzeichnungssystems', the categories of the official form.
             * @enum {string|null}
             */
            systemKind: "computerCashSystem" | "cashRegister" | "tabletCashSystem" | "scaleWithRegister" | "taximeter" | "odometer" | null;
            /** @description The register's TSE; `type` and `bsiCertificateId` null when the cockpit does not know the serial. */
            tse: {
                serial: string;
                type: string | null;
                bsiCertificateId: string | null;
            } | null;
            manufacturer: string | null;
            model: string | null;
            softwareName: string | null;
            softwareVersion: string | null;
            serialNumber: string | null;
            /** Format: date */
            purchasedOn: string | null;
            /** Format: date */
            decommissionedOn: string | null;
            decommissionReason: string | null;
            /** @description False: listed as taken out of service since the last report. */
            inService: boolean;
            missing: ("systemKind" | "manufacturer" | "model" | "serialNumber" | "purchasedOn" | "decommissionedOn" | "tseSerial")[];
        };
        TaxNoticeChange: {
            id: number;
            kind: components["schemas"]["TaxNoticeChangeKind"];
            /** Format: date-time */
            at: string;
            /**
             * Format: date
             * @description One month after the change's Berlin day.
             */
            deadline: string;
            cashpointUid: string | null;
            posId: string | null;
            from: string | null;
            to: string | null;
        };
        TaxNoticeReportedForm: {
            contextId: components["schemas"]["ContextKey"];
            /**
             * Format: date
             * @description The day it was sent, not after today (Berlin).
             */
            reportedOn: string;
            /** @description Mein ELSTER's transfer ticket: 6 to 64 letters, digits and hyphens. */
            transferTicket: string;
        };
        TaxNoticeHistoryEntry: {
            id: number;
            /** Format: date */
            reportedOn: string;
            transferTicket: string;
            /** Format: date-time */
            reportedAt: string;
            reportedBy: string;
            snapshot: components["schemas"]["TaxNoticeReport"];
        };
        CashpointHeartbeat: {
            storeId: components["schemas"]["DigitsId"];
            posId: components["schemas"]["DigitsId"];
            posType?: string | null;
            agentVersion: string;
            /** @description File name of the installed update. */
            currentVersion?: string | null;
            agentInfo?: components["schemas"]["CashpointAgentInfo"];
            cashpointInfo?: components["schemas"]["CashpointInfo"];
            /** @description Whether a receipt is open on the register now (a sale in progress): remote actions that would disturb it wait until it is closed. Left out: unchanged. */
            openReceipt?: boolean;
            tse?: components["schemas"]["AgentTse"];
            /** @description The register's devices and their state (since 5.1.0, optional; sent with the full heartbeat), as UnifiedPOS/OPOS/JavaPOS report them: the whole list, which replaces the one stored before (an empty list: no devices). Left out: unchanged. A device is one `kind` and `name`; the same twice, or a `since` more than 5 minutes ahead of the server's clock, is refused (400). */
            peripherals?: components["schemas"]["AgentPeripheral"][];
            payment?: components["schemas"]["AgentPayment"];
            dataFlow?: components["schemas"]["AgentDataFlow"];
        };
        AgentPeripheral: {
            /**
             * @description printer: the receipt printer; eft: the card terminal.
             * @enum {string}
             */
            kind: "printer" | "scanner" | "scale" | "display" | "drawer" | "eft";
            name: string;
            /** @enum {string} */
            state: "ok" | "offline" | "coverOpen" | "paperLow" | "paperOut" | "error";
            /**
             * Format: date-time
             * @description Since when the device is in this state (at most 5 minutes in the future).
             */
            since: string;
        };
        /** @description The register's card terminal as the payment platform reports it (since 5.1.0, optional; sent with the full heartbeat). Left out, unchanged. */
        AgentPayment: {
            terminalId: string;
            reachable: boolean;
            /** Format: date-time */
            lastTransactionAt?: string | null;
            /**
             * Format: date-time
             * @description The terminal's last end-of-day cut (Kassenschnitt).
             */
            lastCutAt?: string | null;
            /**
             * @description Card payments taken offline, waiting to be sent.
             * @default 0
             */
            offlineTransactions: number;
            /** Format: date-time */
            oldestOfflineAt?: string | null;
        };
        /** @description The register's receipts not yet sent to the store server or head office (since 5.1.0, optional; sent with the full heartbeat). Left out, unchanged. */
        AgentDataFlow: {
            unsentReceipts: number;
            /** Format: date-time */
            oldestUnsentAt?: string | null;
            /** Format: date-time */
            lastUploadAt?: string | null;
        };
        StoreAgentHeartbeat: {
            storeId: components["schemas"]["DigitsId"];
            storeName?: string | null;
            agentVersion: string;
            /** @description File name of the installed update. */
            currentVersion?: string | null;
            agentInfo?: components["schemas"]["StoreAgentInfo"];
            tse?: components["schemas"]["AgentTse"];
            /** @description The master data files the store server received and applied (since 5.1.0, optional; sent with the full heartbeat): the whole list, one entry per kind, which replaces the one stored before; the same kind twice is refused (400). Left out: unchanged. */
            masterData?: components["schemas"]["AgentMasterData"][];
        };
        AgentMasterData: {
            /** @enum {string} */
            kind: "prices" | "promotions" | "articles";
            version: string;
            /** Format: date-time */
            receivedAt?: string | null;
            /**
             * Format: date-time
             * @description When it was applied; before `receivedAt` or null, the received version waits.
             */
            appliedAt?: string | null;
        };
        /** @description The register's or store server's TSE (since 4.0.0, optional; sent with the full heartbeat). A LAN or cloud TSE several registers share is reported by each with the same serial. A counter above its capacity is refused (400). */
        AgentTse: {
            /** @enum {string} */
            type: "usb" | "sd" | "lan" | "cloud";
            serial: components["schemas"]["TseSerialNumber"];
            bsiCertificateId?: string | null;
            manufacturer?: string | null;
            model?: string | null;
            /**
             * Format: date
             * @description The last day the certificate is valid.
             */
            certificateValidUntil: string;
            /** Format: date-time */
            activatedAt?: string | null;
            signatureCounter?: number | null;
            signatureCapacity?: number | null;
            state: components["schemas"]["TseState"];
            timeSet?: boolean | null;
            /** Format: date-time */
            lastExportAt?: string | null;
            lastExportOk?: boolean | null;
            /** Format: date-time */
            lastSelfTestAt?: string | null;
            lastSelfTestOk?: boolean | null;
        };
        DueUpdate: {
            filename: string;
            tag: string;
            orderKey: number;
            size: number;
            sha256: string;
        };
        /**
         * @description draft: planned, not started; running: a wave installs or soaks; waitingForApproval: the next wave waits for a second person's approval; paused: stopped by a person or a gate (see pauseReason); finished: every wave done; cancelled: stopped for good.
         * @enum {string}
         */
        RolloutState: "draft" | "running" | "waitingForApproval" | "paused" | "finished" | "cancelled";
        /**
         * @description pending: not started; running: its stores get the update; soaking: every install of it has ended and its soak time runs; waitingForApproval: done and soaked, the next wave waits for an approval; paused: the rollout was paused during it; done; cancelled: never started or stopped by the rollout's cancel.
         * @enum {string}
         */
        WaveState: "pending" | "running" | "soaking" | "waitingForApproval" | "paused" | "done" | "cancelled";
        /**
         * @description A store's state in a rollout, taken from its targets: pending (its wave has not started), waitingForWindow, due, installing, installed (every target), failed (a target failed), offline (a target not heard from), rolledBack.
         * @enum {string}
         */
        RolloutStoreState: "pending" | "waitingForWindow" | "due" | "installing" | "installed" | "failed" | "offline" | "rolledBack";
        /**
         * @description successShare: installed targets in percent of the wave's (holds at or above the threshold); failureShare: failed targets in percent (holds at or below; above it pauses at once); heartbeatAfterInstall: installed targets not heard from within 15 minutes after their install (holds at 0); alertRise: alerts of the kinds serviceStopped, dayCloseMissing, peripheralDown and receiptsUnsent open and not acknowledged now (a peripheralDown alert only with a device offline or in error: paper and an open cover are no update's doing) in the wave's stores (threshold: the same stores' level when the wave began, or when a person overrode the gate; a store whose level rose fails it, an alert that closed by itself counts no more); dayClose: stores whose next day close after the install succeeded, in percent of the stores whose close is due (register updates; holds at or above 98; while no store's close is due yet the gate is pending; stores without a store server are not measurable); soak: hours since the wave's last install (holds at or above the soak time).
         * @enum {string}
         */
        RolloutGateKind: "successShare" | "failureShare" | "heartbeatAfterInstall" | "alertRise" | "dayClose" | "soak";
        /**
         * @description holds; fails; pending ('noch offen': the wave has not had time to act yet, e.g. no install has ended, no day close is due yet, the soak has not begun); unmeasurable ('nicht messbar': no store of the wave can measure it, e.g. the day close without a store server); overridden (a person resumed or approved despite it, and nothing got worse since).
         * @enum {string}
         */
        RolloutGateState: "holds" | "fails" | "pending" | "unmeasurable" | "overridden";
        RolloutGateStore: {
            uid: string;
            storeId: string;
        };
        RolloutGateOverride: {
            /** @description The login of who overrode it. */
            by: string;
            /** @description Who overrode it as the console names people ('Anna Admin'); the login when the name is blank. Only in a rollout's detail. */
            byName?: string;
            /** Format: date-time */
            at: string;
            comment: string;
            /** @description The gate's value then: its new baseline. */
            value: number;
        };
        RolloutGate: {
            kind: components["schemas"]["RolloutGateKind"];
            value: number;
            threshold: number;
            /** @description False only for state fails. */
            holds: boolean;
            state: components["schemas"]["RolloutGateState"];
            /** @description Stores of the wave that cannot measure the gate (dayClose: no store server); they count neither way. */
            unmeasurable?: number;
            /** @description The stores behind a failing or overridden gate (alertRise, dayClose, heartbeatAfterInstall), the first 50. */
            stores?: components["schemas"]["RolloutGateStore"][];
            /** @description alertRise: the alert kinds it counts (the Alarme page filters by them). */
            alertKinds?: string[];
            override?: components["schemas"]["RolloutGateOverride"];
        };
        /** @description Targets (registers for a register update, store servers for a store update) per state. */
        RolloutCounts: {
            stores: number;
            targets: number;
            waitingForWindow: number;
            due: number;
            installing: number;
            installed: number;
            failed: number;
            offline: number;
            rolledBack: number;
        };
        /**
         * @description The kinds of the action catalogue (src/shared/actions/catalogue.ts); there is no free-form command.
         * @enum {string}
         */
        ActionKind: "restartService" | "restartPos" | "reboot" | "ntpResync" | "reloadMasterData" | "dayClose" | "eftCut" | "collectLogs";
        /**
         * @description A register (cashpoint) or a store server (storeAgent).
         * @enum {string}
         */
        ActionTargetKind: "cashpoint" | "storeAgent";
        /**
         * @description A target's state. waitingForApproval: its risky request waits for a second person; waitingForReceipt, waitingForWindow, waitingForSlot: queued but held by a gate now (an open receipt, the store's opening hours, the per-store or per-context limit of running actions); queued: goes out with the agent's next call; sent: handed to the agent, not yet reported started; running; and the end states succeeded, failed, expired (its deadline passed before it started, or the agent said so), cancelled.
         * @enum {string}
         */
        ActionTargetState: "waitingForApproval" | "waitingForReceipt" | "waitingForWindow" | "waitingForSlot" | "queued" | "sent" | "running" | "succeeded" | "failed" | "expired" | "cancelled";
        /**
         * @description Why a gate holds a target back now (the target's state it shows); null when it may go.
         * @enum {string|null}
         */
        ActionHold: "waitingForApproval" | "waitingForReceipt" | "waitingForWindow" | "waitingForSlot" | null;
        /**
         * @description waitingForApproval: a risky request not yet approved; active: some target has not ended; finished: every target ended; cancelled: cancelled before every target ended by itself.
         * @enum {string}
         */
        ActionRequestState: "waitingForApproval" | "active" | "finished" | "cancelled";
        /** @description The kind's parameters by name (`restartService`: `service`, one the target's agent reports); {} for a kind without. */
        ActionParameters: {
            [key: string]: string;
        };
        ActionKindInfo: {
            kind: components["schemas"]["ActionKind"];
            /** @description The German name. */
            name: string;
            /** @description Needs ACTIONS_RISKY and a second person's approval. */
            risky: boolean;
            targets: components["schemas"]["ActionTargetKind"][];
            parameters: {
                name: string;
                /** @description The German label. */
                label: string;
                /** @enum {string} */
                type: "string";
                required: boolean;
                /**
                 * @description services: one of the services the target's agent reports.
                 * @enum {string|null}
                 */
                valuesFrom: "services" | null;
            }[];
        };
        /** @description The targets, named in exactly one way: registers by uid (`cashpointUids`), store servers by uid (`storeAgentUids`), the registers or store servers (by the form's `targetKind`) of store numbers (`storeIds`), or those of the registers the register report lets through (`cashpointReport`). Uids and store numbers not in the context are not counted. */
        ActionTargets: {
            cashpointUids?: components["schemas"]["UidString"][];
            storeAgentUids?: components["schemas"]["UidString"][];
            storeIds?: components["schemas"]["DigitsId"][];
            cashpointReport?: components["schemas"]["CashpointReportFilter"];
        };
        ActionPreviewForm: {
            contextId: components["schemas"]["ContextKey"];
            kind: components["schemas"]["ActionKind"];
            targetKind: components["schemas"]["ActionTargetKind"];
            parameters: components["schemas"]["ActionParameters"];
            targets: components["schemas"]["ActionTargets"];
            /** @description 'Notfall': lets the action run during the store's opening hours; audited. */
            emergencyReason?: string | null;
            /** @description The page of targets to show (1 when left out). */
            page?: number;
            /** @description Targets per page (50 when left out). */
            size?: number;
        };
        ActionRequestForm: {
            contextId: components["schemas"]["ContextKey"];
            kind: components["schemas"]["ActionKind"];
            targetKind: components["schemas"]["ActionTargetKind"];
            parameters: components["schemas"]["ActionParameters"];
            targets: components["schemas"]["ActionTargets"];
            /** @description 'Notfall': lets the action run during the store's opening hours; audited. */
            emergencyReason?: string | null;
            /** @description How long a target may wait for its gates (an open receipt, the store closing, a slot) before it expires: 1 minute to 7 days. */
            deadlineMinutes: number;
        };
        ActionPreview: {
            /** @description The exact number of targets the request would queue. */
            count: number;
            /** @description How many targets a gate would hold back now, per reason (a target is counted under the first gate that holds it, in this order). */
            heldBack: {
                waitingForApproval: number;
                waitingForWindow: number;
                waitingForReceipt: number;
                waitingForSlot: number;
            };
            targets: components["schemas"]["ActionPreviewTarget"][];
            page: number;
            size: number;
        };
        ActionPreviewTarget: {
            targetKind: components["schemas"]["ActionTargetKind"];
            /** @description The register's or store server's uid. */
            uid: string;
            storeId: string;
            storeName: string | null;
            /** @description The register number; null for a store server. */
            posId: string | null;
            hold: components["schemas"]["ActionHold"];
        };
        /** @description The request's targets per state (a queued target held by a gate counted under its hold). */
        ActionCounts: {
            waitingForApproval: number;
            waitingForReceipt: number;
            waitingForWindow: number;
            waitingForSlot: number;
            queued: number;
            sent: number;
            running: number;
            succeeded: number;
            failed: number;
            expired: number;
            cancelled: number;
        };
        ActionSummary: {
            uid: string;
            kind: components["schemas"]["ActionKind"];
            /** @description The kind's German name. */
            name: string;
            targetKind: components["schemas"]["ActionTargetKind"];
            parameters: components["schemas"]["ActionParameters"];
            state: components["schemas"]["ActionRequestState"];
            /** @description Who requested it (the name they had then; a token's service account by its name). */
            requestedBy: string;
            /** Format: date-time */
            requestedAt: string;
            emergencyReason: string | null;
            deadlineMinutes: number;
            approvedBy: string | null;
            /** Format: date-time */
            approvedAt: string | null;
            approvalComment: string | null;
            cancelledBy: string | null;
            /** Format: date-time */
            cancelledAt: string | null;
            /**
             * Format: date-time
             * @description When its last target ended.
             */
            finishedAt: string | null;
            /** @description Its targets. */
            total: number;
            counts: components["schemas"]["ActionCounts"];
        };
        ActionDetail: components["schemas"]["ActionSummary"] & {
            /** @description Whether the caller may approve it now (holds ACTIONS_RISKY, is not the requester, it waits). */
            mayApprove: boolean;
            targets: components["schemas"]["ActionTarget"][];
            /** @description Targets the state filter lets through, on all pages. */
            targetsTotal: number;
            page: number;
            size: number;
        };
        ActionTarget: {
            /** @description The target's own uid (the agent's actionUid). */
            uid: string;
            targetKind: components["schemas"]["ActionTargetKind"];
            /** @description The register's or store server's uid. */
            targetUid: string;
            storeId: string;
            storeName: string | null;
            posId: string | null;
            state: components["schemas"]["ActionTargetState"];
            /** @description 1, and one more for every retry. */
            attempts: number;
            /** Format: date-time */
            sentAt: string | null;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            exitCode: number | null;
            /** @description The agent's output, at most 64 KB. */
            output: string | null;
            /** @description A collected log bundle can be downloaded (for 14 days). */
            hasBundle: boolean;
        };
        /**
         * @description What a timeline event is: connection (offline/online), version (version changes, installations, due updates), change (a reported value), tse, alert, audit, action (remote actions), rollout (waves), maintenance.
         * @enum {string}
         */
        TimelineKind: "connection" | "version" | "change" | "tse" | "alert" | "audit" | "action" | "rollout" | "maintenance";
        TimelineEvent: {
            /** Format: date-time */
            at: string;
            kind: components["schemas"]["TimelineKind"];
            /** @description What happened, in German (for a changed value its key). */
            title: string;
            /** @description More of it in German (a log, a comment); null when none. */
            detail: string | null;
            /** @description A changed value before (null: not reported or no value change). */
            before: string | null;
            /** @description A changed value after (null: no longer reported or no value change). */
            after: string | null;
            /** @description The register it concerns; null for the store or its store server. */
            posId: string | null;
            /** @description A page of the console that shows more (a path with its query); null when none. */
            link: string | null;
        };
        Timeline: {
            events: components["schemas"]["TimelineEvent"][];
            upcoming: components["schemas"]["TimelineEvent"][];
            /**
             * Format: date-time
             * @description The `before` of the next older page; null on the last.
             */
            next: string | null;
        };
        ActionHistoryEntry: components["schemas"]["ActionTarget"] & {
            /** @description The request's uid. */
            actionUid: string;
            kind: components["schemas"]["ActionKind"];
            name: string;
            parameters: components["schemas"]["ActionParameters"];
            requestedBy: string;
            /** Format: date-time */
            requestedAt: string;
            emergencyReason: string | null;
        };
        ActionApproval: {
            contextId: components["schemas"]["ContextKey"];
            comment: string;
        };
        ActionContextBody: {
            contextId: components["schemas"]["ContextKey"];
        };
        ActionRetryForm: {
            contextId: components["schemas"]["ContextKey"];
            /** @description The retried targets' deadline from now; the request's when left out. */
            deadlineMinutes?: number;
        };
        AgentAction: {
            /** @description This target's action; the agent runs it once and reports under it. */
            actionUid: string;
            kind: components["schemas"]["ActionKind"];
            parameters: components["schemas"]["ActionParameters"];
            /**
             * Format: date-time
             * @description Not to be started after this (UTC, ISO 8601 with milliseconds).
             */
            deadline: string;
            /** @description Handed to this agent before and not yet reported started (a reply may have been lost): run it only if it has not run it already. false exactly once per action. */
            repeat: boolean;
            /** @description hex(HMAC-SHA256) of the context's secret over the action (see GET /api/agent/actions). */
            signature: string;
        };
        AgentActionReport: {
            actionUid: components["schemas"]["UidString"];
            /** @enum {string} */
            state: "started" | "succeeded" | "failed" | "expired";
            exitCode?: number | null;
            /** @description At most 64 KB. */
            output?: string | null;
            /**
             * Format: date-time
             * @description The agent's time of the report; no more than 300 s ahead of the server's clock.
             */
            reportedAt: string;
        };
        ActionEvent: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "actionRequested" | "actionFinished";
            /** Format: date-time */
            occurredAt: string;
            contextId: string;
            action: {
                uid: string;
                kind: components["schemas"]["ActionKind"];
                state: components["schemas"]["ActionRequestState"];
                requestedBy: string;
                emergencyReason: string | null;
                targets: number;
                /** @description For actionFinished: the end states of its targets; for actionRequested all 0. */
                counts: {
                    succeeded: number;
                    failed: number;
                    expired: number;
                    cancelled: number;
                };
            };
        };
        /** @description The register report's settings whose registers' stores are meant: the selected columns (filters consider only these and the fixed ones), only rows with warnings, and the filter values by filter id. */
        CashpointReportFilter: {
            columns?: string[];
            warningsOnly?: boolean;
            filters?: {
                [key: string]: string;
            };
        };
        /** @description One side of a comparison ('Links' or 'Rechts'). */
        HistoryCompareSide: {
            cashpointUid: string;
            storeId: string;
            posId: string;
            /** Format: date-time */
            at: string;
        };
        /** @description 'Vergleichen' (since 7.1.0): the keys whose values differ, sorted by key; null is not reported. */
        HistoryCompare: {
            left: components["schemas"]["HistoryCompareSide"];
            right: components["schemas"]["HistoryCompareSide"];
            rows: {
                key: string;
                left: string | null;
                right: string | null;
            }[];
            /** @description How many keys differ (the rows). */
            differing: number;
            /** @description How many keys have the same value on both sides. */
            same: number;
        };
        /** @description 'Vorher geändert' (since 7.1.0): the changes and rollout waves of an alert's store in the 24 hours before it opened. */
        AlertBefore: {
            alertUid: string;
            /** Format: date-time */
            from: string;
            /**
             * Format: date-time
             * @description When the alert opened.
             */
            to: string;
            /** @description Newest first. */
            changes: {
                /** Format: date-time */
                at: string;
                /**
                 * @description A register, or the store server.
                 * @enum {string}
                 */
                targetKind: "cashpoint" | "store";
                storeId: string;
                posId: string | null;
                cashpointUid: string | null;
                key: string;
                old: string | null;
                new: string | null;
            }[];
            /** @description There were more than the 500 changes listed. */
            truncated: boolean;
            /** @description Oldest first. */
            waves: {
                rolloutUid: string;
                /** @description The update's file name. */
                updateName: string;
                waveName: string;
                storeId: string;
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                event: "entered" | "rolledBack";
            }[];
        };
        /** @description One wave of a plan. Its stores are named by exactly one of: `pilot` (the stores of the update's checked Test/Labor targets), `storeUids`, `sharePercent` (that share of the stores no earlier wave took, spread evenly over holiday regions, the same stores for the same plan) or `filter` (the stores of the registers the register report lets through). */
        WavePlan: {
            name: string;
            pilot?: boolean;
            storeUids?: components["schemas"]["UidString"][];
            /** @description Above 0 (the server refuses 0 with a German message naming the wave). */
            sharePercent?: number;
            filter?: components["schemas"]["CashpointReportFilter"];
            soakHours: number;
            minSuccessPercent: number;
            maxFailurePercent: number;
            /** @description Register updates: the share of the wave's stores (of those whose close is due) whose next day close after the install succeeded, at least (the gate dayClose); 98 when absent. */
            minDayClosePercent?: number;
            /** @description Whether a second person must approve before this wave starts. */
            requireApproval: boolean;
        };
        RolloutPlan: {
            contextId: components["schemas"]["ContextKey"];
            updateUid: components["schemas"]["UidString"];
            waves: components["schemas"]["WavePlan"][];
        };
        RolloutSummary: {
            uid: string;
            /** @description The context's key. */
            contextId: string;
            contextName: string;
            updateUid: string;
            /** @enum {string} */
            updateKind: "cashpoint" | "store";
            updateFilename: string;
            state: components["schemas"]["RolloutState"];
            /** @description Why it is paused, in German (a person's reason or the gate that held). */
            pauseReason: string | null;
            /** @description The login of the plan's author. */
            author: string;
            /** @description The author's name as the console shows people ('Anna Admin'); null when the account is gone. */
            authorName: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The wave running, waiting or last done (1 is the first; 0 before the start). */
            currentWave: number;
            waveCount: number;
            /** @description The current wave's name. */
            waveName: string | null;
        };
        RolloutWave: {
            /** @description 1 is the first wave. */
            number: number;
            name: string;
            state: components["schemas"]["WaveState"];
            selection: components["schemas"]["WavePlan"];
            soakHours: number;
            minSuccessPercent: number;
            maxFailurePercent: number;
            requireApproval: boolean;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            soakUntil: string | null;
            /**
             * Format: date-time
             * @description When its installs are expected to end, from the pace so far (installs ended per hour since the wave started; the stores' update windows are not considered).
             */
            estimatedEnd: string | null;
            /** @description The approver's login. */
            approvedBy: string | null;
            /** @description The approver's name as the console shows people; null without an approval or when the account is gone. */
            approvedByName: string | null;
            /** Format: date-time */
            approvedAt: string | null;
            approvalComment: string | null;
            counts: components["schemas"]["RolloutCounts"];
            gates: components["schemas"]["RolloutGate"][];
            /** @description A wave not started yet (null once started): what it would take if it started now, from the plan as it is and the stores earlier waves took or will take. */
            planned: {
                stores: number;
                /** @description Registers of a register update, store servers of a store update. */
                targets: number;
            } | null;
        };
        RolloutDetail: components["schemas"]["RolloutSummary"] & {
            /** @description 'manual', or the gate kind that paused it. */
            pauseCause: string | null;
            /** @description Whether the asking user may approve the waiting wave (holds the right and is not the author). */
            mayApprove: boolean;
            /** @description Whether the context lets a wave without required approval start when every gate holds. */
            autoAdvance: boolean;
            waves: components["schemas"]["RolloutWave"][];
        };
        RolloutStore: {
            storeUid: string;
            storeId: string;
            storeName: string | null;
            /** @description Its wave (1 is the first); null while no started wave took it. */
            wave: number | null;
            state: components["schemas"]["RolloutStoreState"];
            targets: number;
            installed: number;
            failed: number;
            rolledBack: boolean;
        };
        RolloutAction: {
            contextId: components["schemas"]["ContextKey"];
        };
        RolloutStart: {
            contextId: components["schemas"]["ContextKey"];
            /** @description The update's release time lies in the future: set it to now and start (audited as a change of the update). Without it such a start is 409. */
            releaseNow?: boolean;
        };
        RolloutPreflight: {
            waves: components["schemas"]["RolloutPreflightWave"][];
            /**
             * Format: date-time
             * @description The update's release time; null when it has none (released at once).
             */
            releaseAt: string | null;
            /** @description The release time lies after now: a start is refused unless `releaseNow`. */
            releaseInFuture: boolean;
            /**
             * Format: date-time
             * @description When the first store of wave 1 may install at the earliest: now or the release time, whichever is later, moved to the first update window that opens among the wave's stores; null when wave 1 takes no store or no window opens within the calendar's horizon.
             */
            earliestStart: string | null;
        };
        RolloutPreflightWave: {
            /** @description 1 is the first wave. */
            number: number;
            name: string;
            /** @description The stores the wave would take if it started now (after the waves before it). */
            stores: number;
            /** @description The registers in those stores. */
            cashpoints: number;
            /** @description The store servers in those stores. */
            storeServers: number;
            /** @description What the update reaches there: the registers (register update) or the store servers (store update). */
            targets: number;
            /** @description Of those targets, the share in percent (one decimal) not heard from within OFFLINE_AFTER_SECONDS. */
            offlineShare: number;
            /** @description Whether the wave waits for a second person before it starts: the wave asks for it, or (waves after the first) the context does not start waves by itself (rollout settings' autoAdvance off). */
            approvalNeeded: boolean;
            /** @description Gates some of the wave's stores cannot measure, with how many: dayClose (register update) in stores without a store server, which reports the day close. Since 6.0.0 no longer alertRise: the gate watches the registers' devices and receipts too. */
            unmeasurable: {
                gate: components["schemas"]["RolloutGateKind"];
                stores: number;
            }[];
        };
        /** @description The update's rollout as the update lists (getCashpointUpdates, getStoreUpdates) show it, null without one; absent from other replies that carry an update. */
        RolloutOfUpdate: {
            uid: string;
            state: components["schemas"]["RolloutState"];
            /** @description The current wave (1 is the first; 0 before the first started). */
            wave: number;
            /** @description The plan's number of waves. */
            waves: number;
            /** @description Of `targets`, those that report the update installed. */
            installed: number;
            /** @description The targets (registers or store servers) of the stores the rollout admitted so far and did not roll back. */
            targets: number;
        } | null;
        RolloutApproval: {
            contextId: components["schemas"]["ContextKey"];
            comment: string;
            /** @description Approve despite failing gates (the comment then needs at least 10 characters). */
            overrideGates?: boolean;
        };
        RolloutResume: {
            contextId: components["schemas"]["ContextKey"];
            /** @description Why, when overriding failing gates (at least 10 characters then). */
            comment?: string;
            /** @description 'Trotz Prüfung fortsetzen': resume despite failing gates. */
            overrideGates?: boolean;
        };
        RolloutPause: {
            contextId: components["schemas"]["ContextKey"];
            reason: string;
        };
        /** @description A wave (`wave`) or chosen stores (`storeUids`), not both. */
        RolloutRollback: {
            contextId: components["schemas"]["ContextKey"];
            wave?: number;
            storeUids?: components["schemas"]["UidString"][];
            /** @description 'sofort': install the previous version at once, not in the next update window. */
            immediately?: boolean;
        };
        RolloutStoreChoice: {
            contextId: components["schemas"]["ContextKey"];
            storeUids: components["schemas"]["UidString"][];
        };
        RolloutSettings: {
            contextId: components["schemas"]["ContextKey"];
            /** @description A wave that requires no approval starts by itself when every gate of the one before holds; off: every next wave waits for an approval. */
            autoAdvance: boolean;
        };
        ContextAction: {
            contextId: components["schemas"]["ContextKey"];
        };
        ApiToken: {
            uid: string;
            name: string;
            /** @description The token's visible start (`kk_` and 8 characters), by which it can be recognised. */
            prefix: string;
            /** @description The rights it may use (among its holder's, at each call). */
            rights: string[];
            /** @description The context keys it may see; null: every context its holder sees. */
            contextIds: string[] | null;
            /** @description Only reading operations (GET). */
            readOnly: boolean;
            /**
             * Format: date-time
             * @description Null: never (service accounts only).
             */
            expiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The login of who created it. */
            createdBy: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            /** Format: date-time */
            lastUsedAt: string | null;
            lastUsedAddress: string | null;
            /** @description The User-Agent of its last call, shortened. */
            lastUsedClient: string | null;
        };
        TokenForm: {
            name: string;
            rights: string[];
            /** @description Null: every context the holder sees (now and later). */
            contextIds: string[] | null;
            readOnly: boolean;
            /** @description At most TOKEN_MAX_DAYS (default 365); null (never) only for a service account. */
            expiresInDays: number | null;
            serviceAccountUid?: components["schemas"]["UidString"];
        };
        CreatedToken: {
            uid: string;
            /** @description The token itself: shown only in this reply, stored only as a keyed hash. Send it as `Authorization: Bearer <token>`. */
            token: string;
            prefix: string;
            /** Format: date-time */
            expiresAt: string | null;
        };
        ServiceAccount: {
            uid: string;
            name: string;
            purpose: string;
            /** @description The owner's login; null once the owner is deleted. */
            owner: string | null;
            ownerName: string | null;
            role: string;
            roleName: string;
            /** @description Its role's rights: what its tokens may be given. */
            rights: string[];
            visibleContextIds: string[];
            allContextsVisible: boolean;
            /** Format: date-time */
            createdAt: string;
            /** @description Its tokens that still work (neither revoked nor expired). */
            tokenCount: number;
        };
        RoleDetail: {
            uid: string;
            name: string;
            description: string;
            rights: string[];
            /** @description Built-in roles are read-only. */
            builtin: boolean;
            /** @description How many accounts (users and service accounts) hold the role. */
            userCount: number;
        };
        RightInfo: {
            right: string;
            /** @description German. */
            description: string;
        };
        RoleForm: {
            uid?: string | null;
            name: string;
            description: string;
            rights: string[];
        };
        PermissionNeeds: {
            allowed: boolean;
            /** @description The rights it needs. */
            rights: string[];
            /** @description The feature flags it needs switched on. */
            features: string[];
            /** @description Why it is not allowed: the rights and flags lacking, 'context' (the user does not see the context), 'agent' (only agents call it). */
            missing: string[];
        };
        PermissionPreview: {
            subject: {
                /** @enum {string} */
                kind: "user" | "role";
                uid: string;
                name: string;
                roleName: string;
                rights: string[];
            };
            contextId: string | null;
            pages: (components["schemas"]["PermissionNeeds"] & {
                page: string;
                label: string;
            })[];
            operations: (components["schemas"]["PermissionNeeds"] & {
                operationId: string;
                method: string;
                path: string;
                /** @description It changes something (not a read): an action. */
                action: boolean;
                /** @description It concerns the caller's own account; another's needs USERS_CHANGE too. */
                ownAccount: boolean;
                /**
                 * @description Where it names its context.
                 * @enum {string|null}
                 */
                context: "query" | "body" | null;
            })[];
        };
        ServiceAccountForm: {
            uid?: string | null;
            /** @description Lower-case letters, digits, dot, dash, underscore; unique among users and service accounts. */
            name: string;
            purpose: string;
            role: string;
            visibleContextIds: string[];
            allContextsVisible: boolean;
        };
        /**
         * @description What happened; each has its payload schema (WebhookEvent).
         * @enum {string}
         */
        WebhookEventType: "updateUploaded" | "updateStatusChanged" | "updateArchived" | "rolloutWaveStarted" | "rolloutPaused" | "rolloutWaitingForApproval" | "rolloutFinished" | "alertOpened" | "alertClosed" | "storeCreated" | "storeDeleted" | "actionRequested" | "actionFinished";
        WebhookSubscription: {
            uid: string;
            /** @description Masked when its path or query carries a secret (`https://hooks.slack.com/services/T0…/…`), as the alert webhook's. */
            url: string;
            events: components["schemas"]["WebhookEventType"][];
            enabled: boolean;
            secretSet: boolean;
            /** Format: date-time */
            createdAt: string;
            lastDelivery: components["schemas"]["WebhookDeliveryState"];
        };
        /**
         * @description pending: queued or waiting for its next try; delivered: the receiver answered 2xx; failed: every try failed.
         * @enum {string|null}
         */
        WebhookDeliveryState: "pending" | "delivered" | "failed" | null;
        WebhookForm: {
            contextId: components["schemas"]["ContextKey"];
            uid?: string | null;
            /** @description http(s) URL; private addresses only where the server allows them (as for alert webhooks). The masked address the list gave keeps the stored one. */
            url: string;
            events: components["schemas"]["WebhookEventType"][];
            enabled: boolean;
            /** @description The HMAC secret of X-Signature; required for a new subscription, kept when left out. */
            secret?: string | null;
        };
        WebhookDelivery: {
            uid: string;
            webhookUid: string;
            /** @description Masked as in the subscription list. */
            url: string;
            eventId: string;
            eventType: components["schemas"]["WebhookEventType"];
            /** @enum {string} */
            state: "pending" | "delivered" | "failed";
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastAttemptAt: string | null;
            /** Format: date-time */
            nextAttemptAt: string | null;
            /** @description The last try's outcome: HTTP status or error. */
            detail: string | null;
            payload: components["schemas"]["WebhookEvent"];
        };
        /** @description The body of an event webhook request: POSTed as JSON with `X-Timestamp` (Unix seconds) and `X-Signature` (`sha256=` and hex HMAC-SHA256 of the subscription's secret over the timestamp, a dot and the raw body), as the alert webhooks are. `id` is the event's: a resent delivery carries the same one. */
        WebhookEvent: components["schemas"]["UpdateEvent"] | components["schemas"]["RolloutEvent"] | components["schemas"]["AlertEvent"] | components["schemas"]["StoreEvent"] | components["schemas"]["ActionEvent"];
        UpdateEvent: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "updateUploaded" | "updateStatusChanged" | "updateArchived";
            /** Format: date-time */
            occurredAt: string;
            /** @description The context's key. */
            contextId: string;
            update: {
                uid: string;
                /**
                 * @description A register or a STORE update.
                 * @enum {string}
                 */
                kind: "cashpoint" | "store";
                tag: string;
                fileName: string;
                /** @description Its status now as the console shows it (Neu, Test/Labor, Aktiv, Gelöscht); for updateArchived 'Archiviert'. */
                status: string;
                /** @description For updateStatusChanged: the status before; null for the other types. */
                previousStatus: string | null;
            };
        };
        RolloutEvent: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "rolloutWaveStarted" | "rolloutPaused" | "rolloutWaitingForApproval" | "rolloutFinished";
            /** Format: date-time */
            occurredAt: string;
            contextId: string;
            rollout: {
                uid: string;
                updateUid: string;
                updateTag: string;
                /** @description The rollout's state after the event (RolloutState). */
                state: string;
            };
            /** @description The wave (1-based) started, paused in, or waiting for approval. */
            wave: number | null;
            /** @description Why it paused (the gate that stopped it, or the operator's reason). */
            reason: string | null;
        };
        AlertEvent: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "alertOpened" | "alertClosed";
            /** Format: date-time */
            occurredAt: string;
            contextId: string;
            alert: {
                uid: string;
                kind: components["schemas"]["AlertKind"];
                /** @description The alert's German line, as the console shows it. */
                subject: string;
                storeUid: string | null;
                storeId: string | null;
                /** Format: date-time */
                openedAt: string;
                /** Format: date-time */
                closedAt: string | null;
            };
        };
        StoreEvent: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "storeCreated" | "storeDeleted";
            /** Format: date-time */
            occurredAt: string;
            contextId: string;
            store: {
                uid: string;
                storeId: string;
                name: string | null;
            };
        };
    };
    responses: {
        /** @description Unchanged since the reply whose ETag the request named in If-None-Match; no body. */
        NotModified: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description A redirect to the OpenID Provider or back to a page of the console. */
        SsoRedirect: {
            headers: {
                /** @description Where the browser goes next. */
                Location: string;
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Done. */
        Ok: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Ok"];
            };
        };
        /** @description Saved; the uid of the created or updated object. */
        Created: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    uid: string;
                };
            };
        };
        /** @description The request does not match the contract or fails validation (also a query parameter the operation does not list, or an overlong path parameter); `message` says why in German. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorReply"];
            };
        };
        /** @description No valid session (or, for the agent API, no valid signature, or a nonce the context has used before). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorReply"];
            };
        };
        /** @description A right is missing or the context is not visible to the user. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorReply"];
            };
        };
        /** @description Nothing with that id in the context. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorReply"];
            };
        };
        /** @description It exists already; `value` names the clashing value. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorReply"];
            };
        };
        /** @description The report lacks master data; `message` names what is missing per register, store and taxpayer. */
        TaxNoticeIncomplete: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorReply"];
            };
        };
        /** @description The upload exceeds the size limit. */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorReply"];
            };
        };
        /** @description The request body exceeds 8 MB. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorReply"];
            };
        };
        /** @description The body is not of a media type the operation takes (its `Content-Type`). */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorReply"];
            };
        };
        /** @description Too many requests. */
        TooManyRequests: {
            headers: {
                /** @description Seconds until a call is taken again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorReply"];
            };
        };
        /** @description The feature this call belongs to is switched off on this installation, so the call does not exist. */
        FeatureOff: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorReply"];
            };
        };
        /** @description Not ready; `message` says why in German (shutting down, database not reachable or not migrated). */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorReply"];
            };
        };
        /** @description The updates of the context, highest order key first. */
        SyncfileList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    syncfiles: components["schemas"]["Syncfile"][];
                };
            };
        };
        /** @description The update with its target tree. */
        UpdateDetail: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["UpdateDetail"];
            };
        };
        /** @description The uploaded update. */
        UploadedSyncfile: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    syncfile: components["schemas"]["Syncfile"];
                };
            };
        };
        /** @description A TOTP seed and its QR code (PNG data URL, 200x200). */
        Seed2FA: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    seed2FA: string;
                    qrCode: string;
                };
            };
        };
        /** @description How many targets have the version installed and how many do not. */
        VersionStats: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    countInstalled: number;
                    countNotInstalled: number;
                };
            };
        };
    };
    parameters: {
        /** @description Only the stores of this rollout (by its uid); with `wave`, only that wave's ('in Welle 2'). */
        RolloutUidQuery: components["schemas"]["UidString"];
        /** @description With `rollout`, only the stores of this wave (1 is the first). */
        RolloutWaveQuery: number;
        /** @description Rows per page. */
        ActionPageSize: number;
        /** @description The page to show, from 1; asking for it (or for `size`) pages the reply. */
        ReportPage: number;
        /** @description Rows per page (25 when only `page` is given). */
        ReportSize: number;
        ReportSortDirection: "asc" | "desc";
        /** @description Only warning rows (offline, or a warning in a fixed or selected column). */
        ReportWarningsOnly: boolean;
        /** @description The selected columns, comma-separated; filters and warnings consider only these and the fixed ones. */
        ReportColumns: string[];
        /** @description A column id; a column not on screen sorts by the default one. */
        CashpointReportSortBy: "storeId" | "posId" | "posType" | "lastHeartbeat" | "cashpointVersion" | "currentVersion" | "tseServerVersion" | "osName" | "cashpointRunning" | "ntpSyncActive" | "updateWindow" | "tseType" | "tseSerial" | "tseCertificateValidUntil" | "tseDaysLeft" | "tseCapacityUsedPercent" | "tseState" | "tseLastExport" | "tseLastSelfTest" | "peripheralState" | "terminalReachable" | "terminalLastCutAt" | "offlineCardTransactions" | "unsentReceipts" | "oldestUnsentReceiptAt";
        /** @description Filters by the column `storeId`; applies only while the column is on screen. */
        CashpointFilterStoreId: components["schemas"]["ReportTextFilter"];
        /** @description Filters by the column `posId`; applies only while the column is on screen. */
        CashpointFilterPosId: components["schemas"]["ReportTextFilter"];
        /** @description Filters by the column `posType`; applies only while the column is on screen. */
        CashpointFilterPosType: components["schemas"]["ReportTextFilter"];
        /** @description Filters by the column `currentVersion`; applies only while the column is on screen. */
        CashpointFilterCurrentVersion: components["schemas"]["ReportTextFilter"];
        /** @description Filters by the column `cashpointVersion`; applies only while the column is on screen. */
        CashpointFilterCashpointVersion: components["schemas"]["ReportTextFilter"];
        /** @description Filters by the column `tseServerVersion`; applies only while the column is on screen. */
        CashpointFilterTseServerVersion: components["schemas"]["ReportTextFilter"];
        /** @description Filters by the column `osName`; applies only while the column is on screen. */
        CashpointFilterOsName: "Linux" | "Windows";
        /** @description Filters by the column `cashpointRunning`; applies only while the column is on screen. */
        CashpointFilterCashpointRunning: "true" | "false";
        /** @description Filters by the column `updateWindow`; applies only while the column is on screen. */
        CashpointFilterUpdateWindow: components["schemas"]["ReportTextFilter"];
        /** @description Filters by the column `tseType`; applies only while the column is on screen. */
        CashpointFilterTseType: "usb" | "sd" | "lan" | "cloud";
        /** @description Filters by the column `tseSerial`; applies only while the column is on screen. */
        CashpointFilterTseSerial: components["schemas"]["ReportTextFilter"];
        /** @description Filters by the column `tseCertificateValidUntil`; applies only while the column is on screen. */
        CashpointFilterTseCertificateValidUntil: components["schemas"]["ReportTextFilter"];
        /** @description Filters by the column `tseDaysLeft`; applies only while the column is on screen. */
        CashpointFilterTseDaysLeft: "30" | "90" | "365" | "expired";
        /** @description Filters by the column `tseCapacityUsedPercent`; applies only while the column is on screen. */
        CashpointFilterTseCapacityUsedPercent: "80" | "95";
        /** @description Filters by the column `tseState`; applies only while the column is on screen. */
        CashpointFilterTseState: "notInitialized" | "initialized" | "disabled" | "decommissioned" | "evicted";
        /** @description Filters by the column `tseLastExport`; applies only while the column is on screen. */
        CashpointFilterTseLastExportOk: "true" | "false";
        /** @description Filters by the column `tseLastSelfTest`; applies only while the column is on screen. */
        CashpointFilterTseLastSelfTestOk: "true" | "false";
        /** @description Filters by the column `peripheralState`; applies only while the column is on screen. */
        CashpointFilterPeripheralState: "ok" | "paperLow" | "coverOpen" | "paperOut" | "offline" | "error";
        /** @description Filters by the column `terminalReachable`; applies only while the column is on screen. */
        CashpointFilterTerminalReachable: "true" | "false";
        /** @description Filters by the column `terminalLastCutAt`; applies only while the column is on screen. */
        CashpointFilterTerminalLastCutAt: components["schemas"]["ReportTextFilter"];
        /** @description Filters by the column `offlineCardTransactions`; applies only while the column is on screen. */
        CashpointFilterOfflineCardTransactions: "1" | "10";
        /** @description Filters by the column `unsentReceipts`; applies only while the column is on screen. */
        CashpointFilterUnsentReceipts: "1" | "10" | "100";
        /** @description A column id; a column not on screen sorts by the default one. */
        StoreReportSortBy: "storeName" | "lastHeartbeat" | "currentVersionTag" | "storeVersion" | "license" | "licenseProcedure" | "identNumber" | "serialNumber" | "tbeg" | "tabsletzte" | "tabsaktiv" | "tabsok" | "kabsvortag" | "kabslaufendertag" | "wwsBelegverarbeitungAktiv" | "dzuskarun" | "bonaufloesungWAModulAktiv" | "datenverarbeitungHQAktiv" | "posReceiptProcessingActive" | "lastPosReceiptProcessing" | "tillServerVersion" | "tillServerActive" | "tseServerVersion" | "tseServerRunning" | "sigmabackup" | "update" | "diwastop_err" | "diwadebu_log" | "lastPosConnectUpdate" | "dutiserv" | "dutiservStartart" | "dzuska28" | "dzuska51" | "diwaapps" | "dzuswdfk" | "dzuswa11" | "dzuswa18" | "diwamesw" | "posConnectAppAdmin" | "posConnectMasterData" | "posConnectReceiptService" | "tseServer" | "postgresql" | "pgsqlVersion" | "masterDataPrices" | "masterDataPromotions" | "masterDataArticles";
        /** @description Filters by the column `storeName`; applies only while the column is on screen. */
        StoreFilterStoreName: components["schemas"]["ReportTextFilter"];
        /** @description Filters by the column `currentVersionTag`; applies only while the column is on screen. */
        StoreFilterCurrentVersionTag: components["schemas"]["ReportTextFilter"];
        /** @description Filters by the column `storeVersion`; applies only while the column is on screen. */
        StoreFilterStoreVersion: components["schemas"]["ReportTextFilter"];
        /** @description Filters by the column `pgsqlVersion`; applies only while the column is on screen. */
        StoreFilterPgsqlVersion: components["schemas"]["ReportTextFilter"];
        /** @description Filters by the column `tabsaktiv`; applies only while the column is on screen. */
        StoreFilterTabsaktiv: "true" | "false";
        /** @description Filters by the column `sigmabackup`; applies only while the column is on screen. */
        StoreFilterSigmabackupaktiv: "true" | "false";
        /** @description Filters by the column `sigmabackup`; applies only while the column is on screen. */
        StoreFilterLastsigmabackuperfolg: "4" | "1";
        /** @description Filters by the column `update`; applies only while the column is on screen. */
        StoreFilterUpdateaktiv: "true" | "false";
        /** @description Filters by the column `update`; applies only while the column is on screen. */
        StoreFilterLastupdateerfolg: "4" | "1";
        /** @description Filters by the column `kabsvortag`; applies only while the column is on screen. */
        StoreFilterKabsvortag: "true" | "false";
        /** @description Filters by the column `kabslaufendertag`; applies only while the column is on screen. */
        StoreFilterKabslaufendertag: "true" | "false";
        /** @description Filters by the column `masterDataPrices`; applies only while the column is on screen. */
        StoreFilterMasterDataPrices: components["schemas"]["ReportTextFilter"];
        /** @description Filters by the column `masterDataPromotions`; applies only while the column is on screen. */
        StoreFilterMasterDataPromotions: components["schemas"]["ReportTextFilter"];
        /** @description Filters by the column `masterDataArticles`; applies only while the column is on screen. */
        StoreFilterMasterDataArticles: components["schemas"]["ReportTextFilter"];
        /** @description One context the caller sees; `*` or left out, every context the caller sees. */
        TseContextFilter: string;
        /** @description The TSE's serial as its agent reports it. */
        TseSerial: components["schemas"]["TseSerialNumber"];
        /** @description A store of the context (or one deleted but still in the fiscal record), by its uid. */
        FiscalStoreUid: components["schemas"]["UidString"];
        /** @description A register of the context (or one deleted but still in the fiscal record), by its uid. */
        FiscalCashpointUid: components["schemas"]["UidString"];
        /** @description The `id` of the last event received; the stream resumes after it. */
        LastEventId: string;
        /** @description The term; 1 to 200 characters, trimmed. */
        SearchTerm: string;
        /** @description How many results at most (1 to 50). */
        SearchLimit: number;
        /** @description How many days back, today counted (1 to 400). */
        VersionHistoryDays: number;
        ContextIdRequired: components["schemas"]["ContextKey"];
        /** @description The store (Betriebsstätte), by uid. */
        TaxNoticeStoreUid: components["schemas"]["UidString"];
        /** @description A store of the context, by its uid; left out, the context itself. */
        StoreUidQuery: components["schemas"]["UidString"];
        Uid: components["schemas"]["UidString"];
        SyncfileUid: components["schemas"]["UidString"];
        StoreIdQuery: components["schemas"]["DigitsId"];
        FilenameQuery: components["schemas"]["Filename"];
        FilenamePath: components["schemas"]["Filename"];
        ShowArchivedUpdates: boolean;
        SortDirection: "asc" | "desc";
        Page: number;
        Size: number;
        Filter: string;
        XContext: components["schemas"]["ContextKey"];
        /** @description Unix seconds; within 300 s of the server's clock. */
        XTimestamp: string;
        /** @description A fresh random value per request, part of the signed text. The server refuses (401) a nonce it has seen from the same context within the timestamp window, so a captured request cannot be sent again. */
        XNonce: string;
        AgentTarget: "cashpoint" | "store";
    };
    requestBodies: {
        UpdateSave: {
            content: {
                "application/json": {
                    status: components["schemas"]["UpdateStatus"];
                    /** Format: date-time */
                    releaseDate: string | null;
                    tag: components["schemas"]["UpdateTag"];
                    comment: components["schemas"]["UpdateComment"];
                    /** @description Uids of the checked targets (registers for register updates, store agents for store updates). */
                    checkedUids: components["schemas"]["UidString"][];
                };
            };
        };
        UpdateUpload: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    uploadfile: string;
                    tag: components["schemas"]["UpdateTag"];
                    comment?: components["schemas"]["UpdateComment"];
                };
            };
        };
        UpdateRef: {
            content: {
                "application/json": {
                    contextId: components["schemas"]["ContextKey"];
                    filename: components["schemas"]["Filename"];
                };
            };
        };
        UpdateArchive: {
            content: {
                "application/json": {
                    contextId: components["schemas"]["ContextKey"];
                    filename: components["schemas"]["Filename"];
                    archive: boolean;
                };
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    ping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Session data */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionData"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Logged in; the session cookie is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionData"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Wrong credentials, locked account, or a missing / wrong 2FA token (`missing2FAToken`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            /** @description Sent from a page of another origin (its `Origin` is not the console's); `message` says so in German. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is ended (also when there was none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutReply"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getSsoConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The login page's choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoPublicConfig"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    ssoLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            302: components["responses"]["SsoRedirect"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    ssoCallback: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                iss?: string;
                session_state?: string;
                error?: string;
                error_description?: string;
                error_uri?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            302: components["responses"]["SsoRedirect"];
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    ssoTestLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            302: components["responses"]["SsoRedirect"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSsoTestResult: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The last result, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["SsoTestResult"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSsoMappings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mappings, by group name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        provider: {
                            name: string;
                            issuer: string;
                        } | null;
                        mappings: components["schemas"]["SsoMapping"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveSsoMapping: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SsoMappingInput"];
            };
        };
        responses: {
            /** @description The mapping as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SsoMapping"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The group has a mapping already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteSsoMapping: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contexts the user sees, with their counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contexts: components["schemas"]["ContextSummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getHomeSituation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The situation per context and in total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contexts: components["schemas"]["ContextSituation"][];
                        total: components["schemas"]["SituationCounts"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    search: {
        parameters: {
            query: {
                /** @description The term; 1 to 200 characters, trimmed. */
                q: components["parameters"]["SearchTerm"];
                /** @description How many results at most (1 to 50). */
                limit?: components["parameters"]["SearchLimit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResults"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLiveEvents: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: {
                /** @description The `id` of the last event received; the stream resumes after it. */
                "Last-Event-ID"?: components["parameters"]["LastEventId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream; each `data` line is a `LiveEvent`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCashpointTree: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stores of the context with their registers. */
            200: {
                headers: {
                    /** @description Names this state of the tree. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stores: components["schemas"]["StoreNode"][];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCashpointDetail: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The register with its version history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cashpoint: components["schemas"]["Cashpoint"];
                        currentVersionTag: string | null;
                        syncfiles: components["schemas"]["Syncfile"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCashpointInfo: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Config values, service states, status info, active promotions and hosts file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashpointInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCashpointLog: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                syncfileUid: components["parameters"]["SyncfileUid"];
            };
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The install log of one update on the register. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteCashpoint: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["FiscalDecommission"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteStore: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createCashpoint: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    posId: components["schemas"]["DigitsId"];
                    storeUid: components["schemas"]["UidString"];
                };
            };
        };
        responses: {
            200: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createStore: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    storeId: components["schemas"]["DigitsId"];
                };
            };
        };
        responses: {
            200: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FeatureOff"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateStoreName: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    storeId: components["schemas"]["DigitsId"];
                    name: components["schemas"]["StoreName"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStoreAgents: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store agents of the context. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        storeAgents: components["schemas"]["StoreAgentTreeItem"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FeatureOff"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStoreAgentDetail: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                storeId: components["parameters"]["StoreIdQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store agent with its version history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        storeAgent: components["schemas"]["StoreAgent"];
                        currentVersionTag: string | null;
                        syncfiles: components["schemas"]["Syncfile"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStoreAgentLog: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                syncfileUid: components["parameters"]["SyncfileUid"];
            };
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The install log of one update on the store agent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogReply"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteStoreAgent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contextId: components["schemas"]["ContextKey"];
                    storeId: components["schemas"]["DigitsId"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateStoreAgentName: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contextId: components["schemas"]["ContextKey"];
                    storeId: components["schemas"]["DigitsId"];
                    storeName: components["schemas"]["StoreName"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCashpointUpdates: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                showArchivedUpdates?: components["parameters"]["ShowArchivedUpdates"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SyncfileList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCashpointUpdateDetail: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                filename: components["parameters"]["FilenameQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UpdateDetail"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveCashpointUpdate: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                filename: components["parameters"]["FilenameQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateSave"];
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    uploadCashpointUpdate: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateUpload"];
        responses: {
            200: components["responses"]["UploadedSyncfile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteCashpointUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateRef"];
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    archiveCashpointUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateArchive"];
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    moveCashpointUpdateUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateRef"];
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    moveCashpointUpdateDown: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateRef"];
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStoreUpdates: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                showArchivedUpdates?: components["parameters"]["ShowArchivedUpdates"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["SyncfileList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FeatureOff"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStoreUpdateDetail: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                filename: components["parameters"]["FilenameQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UpdateDetail"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveStoreUpdate: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                filename: components["parameters"]["FilenameQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateSave"];
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    uploadStoreUpdate: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateUpload"];
        responses: {
            200: components["responses"]["UploadedSyncfile"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FeatureOff"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteStoreUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateRef"];
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    archiveStoreUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateArchive"];
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    moveStoreUpdateUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateRef"];
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    moveStoreUpdateDown: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateRef"];
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUsers: {
        parameters: {
            query?: {
                sortBy?: "login" | "lastName" | "firstName" | "email" | "roleName";
                sortDirection?: components["parameters"]["SortDirection"];
                page?: components["parameters"]["Page"];
                size?: components["parameters"]["Size"];
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of users, with the contexts and roles the dialog offers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: components["schemas"]["User"][];
                        total: number;
                        contexts: components["schemas"]["ContextRef"][];
                        roles: components["schemas"]["Role"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user form object (never the password). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Nobody would be left who may manage users (USERS_CHANGE); nothing was deleted. `message` says so in German. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    unlockUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserForm"];
            };
        };
        responses: {
            200: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    oldPassword: string;
                    newPassword: string;
                    newPasswordRepeated: string;
                };
            };
        };
        responses: {
            /** @description Whether the password was set; when not, `message` says why. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        passwordSet: boolean;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUserQrCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Seed2FA"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    generate2FASeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                login: components["schemas"]["Login"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Seed2FA"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verify2FA: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    params: {
                        seed2FA: components["schemas"]["Seed"];
                        token2FA: components["schemas"]["Token2FA"];
                    };
                };
            };
        };
        responses: {
            /** @description Whether the token matches the seed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        verified2FA: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    update2FA: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    use2FA: boolean;
                    seed2FA?: string | null;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveColumnFilters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columnFilters: components["schemas"]["ColumnFilter"][];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveColumnWidths: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    columnWidths: components["schemas"]["ColumnWidths"][];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOwnSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's live sessions; `current` marks the one of this request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnSession"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    endOwnSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["UidString"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCashpointReport: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                /** @description Only the stores of this rollout (by its uid); with `wave`, only that wave's ('in Welle 2'). */
                rollout?: components["parameters"]["RolloutUidQuery"];
                /** @description With `rollout`, only the stores of this wave (1 is the first). */
                wave?: components["parameters"]["RolloutWaveQuery"];
                /** @description The page to show, from 1; asking for it (or for `size`) pages the reply. */
                page?: components["parameters"]["ReportPage"];
                /** @description Rows per page (25 when only `page` is given). */
                size?: components["parameters"]["ReportSize"];
                /** @description A column id; a column not on screen sorts by the default one. */
                sortBy?: components["parameters"]["CashpointReportSortBy"];
                sortDirection?: components["parameters"]["ReportSortDirection"];
                /** @description Only warning rows (offline, or a warning in a fixed or selected column). */
                warningsOnly?: components["parameters"]["ReportWarningsOnly"];
                /** @description The selected columns, comma-separated; filters and warnings consider only these and the fixed ones. */
                columns?: components["parameters"]["ReportColumns"];
                /** @description Filters by the column `storeId`; applies only while the column is on screen. */
                storeId?: components["parameters"]["CashpointFilterStoreId"];
                /** @description Filters by the column `posId`; applies only while the column is on screen. */
                posId?: components["parameters"]["CashpointFilterPosId"];
                /** @description Filters by the column `posType`; applies only while the column is on screen. */
                posType?: components["parameters"]["CashpointFilterPosType"];
                /** @description Filters by the column `currentVersion`; applies only while the column is on screen. */
                currentVersion?: components["parameters"]["CashpointFilterCurrentVersion"];
                /** @description Filters by the column `cashpointVersion`; applies only while the column is on screen. */
                cashpointVersion?: components["parameters"]["CashpointFilterCashpointVersion"];
                /** @description Filters by the column `tseServerVersion`; applies only while the column is on screen. */
                tseServerVersion?: components["parameters"]["CashpointFilterTseServerVersion"];
                /** @description Filters by the column `osName`; applies only while the column is on screen. */
                osName?: components["parameters"]["CashpointFilterOsName"];
                /** @description Filters by the column `cashpointRunning`; applies only while the column is on screen. */
                cashpointRunning?: components["parameters"]["CashpointFilterCashpointRunning"];
                /** @description Filters by the column `updateWindow`; applies only while the column is on screen. */
                updateWindow?: components["parameters"]["CashpointFilterUpdateWindow"];
                /** @description Filters by the column `tseType`; applies only while the column is on screen. */
                tseType?: components["parameters"]["CashpointFilterTseType"];
                /** @description Filters by the column `tseSerial`; applies only while the column is on screen. */
                tseSerial?: components["parameters"]["CashpointFilterTseSerial"];
                /** @description Filters by the column `tseCertificateValidUntil`; applies only while the column is on screen. */
                tseCertificateValidUntil?: components["parameters"]["CashpointFilterTseCertificateValidUntil"];
                /** @description Filters by the column `tseDaysLeft`; applies only while the column is on screen. */
                tseDaysLeft?: components["parameters"]["CashpointFilterTseDaysLeft"];
                /** @description Filters by the column `tseCapacityUsedPercent`; applies only while the column is on screen. */
                tseCapacityUsedPercent?: components["parameters"]["CashpointFilterTseCapacityUsedPercent"];
                /** @description Filters by the column `tseState`; applies only while the column is on screen. */
                tseState?: components["parameters"]["CashpointFilterTseState"];
                /** @description Filters by the column `tseLastExport`; applies only while the column is on screen. */
                tseLastExportOk?: components["parameters"]["CashpointFilterTseLastExportOk"];
                /** @description Filters by the column `tseLastSelfTest`; applies only while the column is on screen. */
                tseLastSelfTestOk?: components["parameters"]["CashpointFilterTseLastSelfTestOk"];
                /** @description Filters by the column `peripheralState`; applies only while the column is on screen. */
                peripheralState?: components["parameters"]["CashpointFilterPeripheralState"];
                /** @description Filters by the column `terminalReachable`; applies only while the column is on screen. */
                terminalReachable?: components["parameters"]["CashpointFilterTerminalReachable"];
                /** @description Filters by the column `terminalLastCutAt`; applies only while the column is on screen. */
                terminalLastCutAt?: components["parameters"]["CashpointFilterTerminalLastCutAt"];
                /** @description Filters by the column `offlineCardTransactions`; applies only while the column is on screen. */
                offlineCardTransactions?: components["parameters"]["CashpointFilterOfflineCardTransactions"];
                /** @description Filters by the column `unsentReceipts`; applies only while the column is on screen. */
                unsentReceipts?: components["parameters"]["CashpointFilterUnsentReceipts"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The registers of the context (or one page of them), and the register columns the context shows. */
            200: {
                headers: {
                    /** @description Names this state of the whole list (only on a reply without paging, filter, sort or column parameters). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cashpoints: components["schemas"]["CashpointReportRow"][];
                        visibleCashpointCheckIds: string[];
                        /** @description Rows the filters let through, on all pages. */
                        total: number;
                        /** @description Warning rows among them. */
                        warningCount: number;
                        /** @description The page shown (a page past the end shows the last one). */
                        page: number;
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FeatureOff"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStoreAgentReport: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                /** @description Only the stores of this rollout (by its uid); with `wave`, only that wave's ('in Welle 2'). */
                rollout?: components["parameters"]["RolloutUidQuery"];
                /** @description With `rollout`, only the stores of this wave (1 is the first). */
                wave?: components["parameters"]["RolloutWaveQuery"];
                /** @description The page to show, from 1; asking for it (or for `size`) pages the reply. */
                page?: components["parameters"]["ReportPage"];
                /** @description Rows per page (25 when only `page` is given). */
                size?: components["parameters"]["ReportSize"];
                /** @description A column id; a column not on screen sorts by the default one. */
                sortBy?: components["parameters"]["StoreReportSortBy"];
                sortDirection?: components["parameters"]["ReportSortDirection"];
                /** @description Only warning rows (offline, or a warning in a fixed or selected column). */
                warningsOnly?: components["parameters"]["ReportWarningsOnly"];
                /** @description The selected columns, comma-separated; filters and warnings consider only these and the fixed ones. */
                columns?: components["parameters"]["ReportColumns"];
                /** @description Filters by the column `storeName`; applies only while the column is on screen. */
                storeName?: components["parameters"]["StoreFilterStoreName"];
                /** @description Filters by the column `currentVersionTag`; applies only while the column is on screen. */
                currentVersionTag?: components["parameters"]["StoreFilterCurrentVersionTag"];
                /** @description Filters by the column `storeVersion`; applies only while the column is on screen. */
                storeVersion?: components["parameters"]["StoreFilterStoreVersion"];
                /** @description Filters by the column `pgsqlVersion`; applies only while the column is on screen. */
                pgsqlVersion?: components["parameters"]["StoreFilterPgsqlVersion"];
                /** @description Filters by the column `tabsaktiv`; applies only while the column is on screen. */
                tabsaktiv?: components["parameters"]["StoreFilterTabsaktiv"];
                /** @description Filters by the column `sigmabackup`; applies only while the column is on screen. */
                sigmabackupaktiv?: components["parameters"]["StoreFilterSigmabackupaktiv"];
                /** @description Filters by the column `sigmabackup`; applies only while the column is on screen. */
                lastsigmabackuperfolg?: components["parameters"]["StoreFilterLastsigmabackuperfolg"];
                /** @description Filters by the column `update`; applies only while the column is on screen. */
                updateaktiv?: components["parameters"]["StoreFilterUpdateaktiv"];
                /** @description Filters by the column `update`; applies only while the column is on screen. */
                lastupdateerfolg?: components["parameters"]["StoreFilterLastupdateerfolg"];
                /** @description Filters by the column `kabsvortag`; applies only while the column is on screen. */
                kabsvortag?: components["parameters"]["StoreFilterKabsvortag"];
                /** @description Filters by the column `kabslaufendertag`; applies only while the column is on screen. */
                kabslaufendertag?: components["parameters"]["StoreFilterKabslaufendertag"];
                /** @description Filters by the column `masterDataPrices`; applies only while the column is on screen. */
                masterDataPrices?: components["parameters"]["StoreFilterMasterDataPrices"];
                /** @description Filters by the column `masterDataPromotions`; applies only while the column is on screen. */
                masterDataPromotions?: components["parameters"]["StoreFilterMasterDataPromotions"];
                /** @description Filters by the column `masterDataArticles`; applies only while the column is on screen. */
                masterDataArticles?: components["parameters"]["StoreFilterMasterDataArticles"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store instances of the context (or one page of them), and the store columns the context shows. */
            200: {
                headers: {
                    /** @description Names this state of the whole list (only on a reply without paging, filter, sort or column parameters). */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        storeAgents: components["schemas"]["StoreReportRow"][];
                        visibleStoreCheckIds: string[];
                        /** @description Rows the filters let through, on all pages. */
                        total: number;
                        /** @description Warning rows among them. */
                        warningCount: number;
                        /** @description The page shown (a page past the end shows the last one). */
                        page: number;
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FeatureOff"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCashpointReportCsv: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                /** @description Only the stores of this rollout (by its uid); with `wave`, only that wave's ('in Welle 2'). */
                rollout?: components["parameters"]["RolloutUidQuery"];
                /** @description With `rollout`, only the stores of this wave (1 is the first). */
                wave?: components["parameters"]["RolloutWaveQuery"];
                /** @description A column id; a column not on screen sorts by the default one. */
                sortBy?: components["parameters"]["CashpointReportSortBy"];
                sortDirection?: components["parameters"]["ReportSortDirection"];
                /** @description Only warning rows (offline, or a warning in a fixed or selected column). */
                warningsOnly?: components["parameters"]["ReportWarningsOnly"];
                /** @description The selected columns, comma-separated; filters and warnings consider only these and the fixed ones. */
                columns?: components["parameters"]["ReportColumns"];
                /** @description Filters by the column `storeId`; applies only while the column is on screen. */
                storeId?: components["parameters"]["CashpointFilterStoreId"];
                /** @description Filters by the column `posId`; applies only while the column is on screen. */
                posId?: components["parameters"]["CashpointFilterPosId"];
                /** @description Filters by the column `posType`; applies only while the column is on screen. */
                posType?: components["parameters"]["CashpointFilterPosType"];
                /** @description Filters by the column `currentVersion`; applies only while the column is on screen. */
                currentVersion?: components["parameters"]["CashpointFilterCurrentVersion"];
                /** @description Filters by the column `cashpointVersion`; applies only while the column is on screen. */
                cashpointVersion?: components["parameters"]["CashpointFilterCashpointVersion"];
                /** @description Filters by the column `tseServerVersion`; applies only while the column is on screen. */
                tseServerVersion?: components["parameters"]["CashpointFilterTseServerVersion"];
                /** @description Filters by the column `osName`; applies only while the column is on screen. */
                osName?: components["parameters"]["CashpointFilterOsName"];
                /** @description Filters by the column `cashpointRunning`; applies only while the column is on screen. */
                cashpointRunning?: components["parameters"]["CashpointFilterCashpointRunning"];
                /** @description Filters by the column `updateWindow`; applies only while the column is on screen. */
                updateWindow?: components["parameters"]["CashpointFilterUpdateWindow"];
                /** @description Filters by the column `tseType`; applies only while the column is on screen. */
                tseType?: components["parameters"]["CashpointFilterTseType"];
                /** @description Filters by the column `tseSerial`; applies only while the column is on screen. */
                tseSerial?: components["parameters"]["CashpointFilterTseSerial"];
                /** @description Filters by the column `tseCertificateValidUntil`; applies only while the column is on screen. */
                tseCertificateValidUntil?: components["parameters"]["CashpointFilterTseCertificateValidUntil"];
                /** @description Filters by the column `tseDaysLeft`; applies only while the column is on screen. */
                tseDaysLeft?: components["parameters"]["CashpointFilterTseDaysLeft"];
                /** @description Filters by the column `tseCapacityUsedPercent`; applies only while the column is on screen. */
                tseCapacityUsedPercent?: components["parameters"]["CashpointFilterTseCapacityUsedPercent"];
                /** @description Filters by the column `tseState`; applies only while the column is on screen. */
                tseState?: components["parameters"]["CashpointFilterTseState"];
                /** @description Filters by the column `tseLastExport`; applies only while the column is on screen. */
                tseLastExportOk?: components["parameters"]["CashpointFilterTseLastExportOk"];
                /** @description Filters by the column `tseLastSelfTest`; applies only while the column is on screen. */
                tseLastSelfTestOk?: components["parameters"]["CashpointFilterTseLastSelfTestOk"];
                /** @description Filters by the column `peripheralState`; applies only while the column is on screen. */
                peripheralState?: components["parameters"]["CashpointFilterPeripheralState"];
                /** @description Filters by the column `terminalReachable`; applies only while the column is on screen. */
                terminalReachable?: components["parameters"]["CashpointFilterTerminalReachable"];
                /** @description Filters by the column `terminalLastCutAt`; applies only while the column is on screen. */
                terminalLastCutAt?: components["parameters"]["CashpointFilterTerminalLastCutAt"];
                /** @description Filters by the column `offlineCardTransactions`; applies only while the column is on screen. */
                offlineCardTransactions?: components["parameters"]["CashpointFilterOfflineCardTransactions"];
                /** @description Filters by the column `unsentReceipts`; applies only while the column is on screen. */
                unsentReceipts?: components["parameters"]["CashpointFilterUnsentReceipts"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FeatureOff"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStoreAgentReportCsv: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                /** @description Only the stores of this rollout (by its uid); with `wave`, only that wave's ('in Welle 2'). */
                rollout?: components["parameters"]["RolloutUidQuery"];
                /** @description With `rollout`, only the stores of this wave (1 is the first). */
                wave?: components["parameters"]["RolloutWaveQuery"];
                /** @description A column id; a column not on screen sorts by the default one. */
                sortBy?: components["parameters"]["StoreReportSortBy"];
                sortDirection?: components["parameters"]["ReportSortDirection"];
                /** @description Only warning rows (offline, or a warning in a fixed or selected column). */
                warningsOnly?: components["parameters"]["ReportWarningsOnly"];
                /** @description The selected columns, comma-separated; filters and warnings consider only these and the fixed ones. */
                columns?: components["parameters"]["ReportColumns"];
                /** @description Filters by the column `storeName`; applies only while the column is on screen. */
                storeName?: components["parameters"]["StoreFilterStoreName"];
                /** @description Filters by the column `currentVersionTag`; applies only while the column is on screen. */
                currentVersionTag?: components["parameters"]["StoreFilterCurrentVersionTag"];
                /** @description Filters by the column `storeVersion`; applies only while the column is on screen. */
                storeVersion?: components["parameters"]["StoreFilterStoreVersion"];
                /** @description Filters by the column `pgsqlVersion`; applies only while the column is on screen. */
                pgsqlVersion?: components["parameters"]["StoreFilterPgsqlVersion"];
                /** @description Filters by the column `tabsaktiv`; applies only while the column is on screen. */
                tabsaktiv?: components["parameters"]["StoreFilterTabsaktiv"];
                /** @description Filters by the column `sigmabackup`; applies only while the column is on screen. */
                sigmabackupaktiv?: components["parameters"]["StoreFilterSigmabackupaktiv"];
                /** @description Filters by the column `sigmabackup`; applies only while the column is on screen. */
                lastsigmabackuperfolg?: components["parameters"]["StoreFilterLastsigmabackuperfolg"];
                /** @description Filters by the column `update`; applies only while the column is on screen. */
                updateaktiv?: components["parameters"]["StoreFilterUpdateaktiv"];
                /** @description Filters by the column `update`; applies only while the column is on screen. */
                lastupdateerfolg?: components["parameters"]["StoreFilterLastupdateerfolg"];
                /** @description Filters by the column `kabsvortag`; applies only while the column is on screen. */
                kabsvortag?: components["parameters"]["StoreFilterKabsvortag"];
                /** @description Filters by the column `kabslaufendertag`; applies only while the column is on screen. */
                kabslaufendertag?: components["parameters"]["StoreFilterKabslaufendertag"];
                /** @description Filters by the column `masterDataPrices`; applies only while the column is on screen. */
                masterDataPrices?: components["parameters"]["StoreFilterMasterDataPrices"];
                /** @description Filters by the column `masterDataPromotions`; applies only while the column is on screen. */
                masterDataPromotions?: components["parameters"]["StoreFilterMasterDataPromotions"];
                /** @description Filters by the column `masterDataArticles`; applies only while the column is on screen. */
                masterDataArticles?: components["parameters"]["StoreFilterMasterDataArticles"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FeatureOff"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStatistics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts per visible context. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contexts: components["schemas"]["ContextSummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["FeatureOff"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCashpointVersions: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The register updates of the context. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cashpointVersions: components["schemas"]["VersionEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FeatureOff"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStoreAgentVersions: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store updates of the context. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        storeAgentVersions: components["schemas"]["VersionEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FeatureOff"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCashpointVersionStats: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path: {
                filename: components["parameters"]["FilenamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VersionStats"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStoreAgentVersionStats: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path: {
                filename: components["parameters"]["FilenamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["VersionStats"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVersionHistory: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                /** @description How many days back, today counted (1 to 400). */
                days?: components["parameters"]["VersionHistoryDays"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The context's snapshots of the range. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VersionHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FeatureOff"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVersionHistoryCsv: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                /** @description How many days back, today counted (1 to 400). */
                days?: components["parameters"]["VersionHistoryDays"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FeatureOff"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getContexts: {
        parameters: {
            query?: {
                sortBy?: "key" | "name" | "type";
                sortDirection?: components["parameters"]["SortDirection"];
                page?: components["parameters"]["Page"];
                size?: components["parameters"]["Size"];
                filter?: components["parameters"]["Filter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of contexts and every check a context can show. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        contexts: components["schemas"]["ContextListItem"][];
                        contextCount: number;
                        storeChecks: components["schemas"]["Check"][];
                        cashpointChecks: components["schemas"]["Check"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FeatureOff"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getContext: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The context form object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContextDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    showContextSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The context's agent secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "hashSecret": "demo-secret-intern-2026"
                     *     }
                     */
                    "application/json": {
                        hashSecret: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveContext: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContextForm"];
            };
        };
        responses: {
            200: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAlerts: {
        parameters: {
            query?: {
                /** @description Only alerts of this context (one the user sees); without it, of every context the user sees. */
                contextId?: components["schemas"]["ContextKey"];
                /** @description open (open and acknowledged), closed, or all. */
                state?: "open" | "closed" | "all";
                kind?: components["schemas"]["AlertKind"];
                /** @description Only alerts of this severity (as their context's settings give their kind now). */
                severity?: components["schemas"]["AlertSeverity"];
                /** @description newest: not closed first, then the most recently opened; severity: not closed first, then critical before warning before info, then the most recently opened. */
                sort?: "newest" | "severity";
                /** @description Only alerts of this store (its own and its registers'), by uid; the store details' history. */
                storeUid?: components["schemas"]["UidString"];
                /** @description Only alerts of this register, by uid; the register details' history. */
                cashpointUid?: components["schemas"]["UidString"];
                /** @description 'Meine Alarme' (since 2.1.0): true, only the alerts the caller has taken over (their owner is the caller's name). */
                mine?: boolean;
                /** @description 'Alarme ohne Bearbeiter' (since 3.0.0): none, only the alerts nobody has taken over. */
                owner?: "none";
                /** @description Snoozed alerts (since 3.0.0, see `Alert.snooze`): show, listed like the others (the default); hide, left out; only, nothing but them. */
                snoozed?: "show" | "hide" | "only";
                /** @description Only this alert (the link of its mail opens it so): a page of one, or an empty page when the user does not see it. */
                uid?: string;
                page?: components["parameters"]["Page"];
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of alerts and how many match in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        alerts: components["schemas"]["Alert"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAlertStores: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The distinct uids of the stores named by a not-closed alert of the context. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        storeUids: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    acknowledgeAlert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uid?: components["schemas"]["UidString"];
                    uids?: components["schemas"]["AlertUids"];
                    comment: string;
                };
            };
        };
        responses: {
            /** @description The alert is acknowledged; with `uids`, every one not closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["AlertsChanged"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    assignAlert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uid?: components["schemas"]["UidString"];
                    uids?: components["schemas"]["AlertUids"];
                };
            };
        };
        responses: {
            /** @description The alert is the caller's; with `uids`, every one not closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["AlertsChanged"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    snoozeAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uids: components["schemas"]["AlertUids"];
                    /** Format: date-time */
                    until: string;
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Every alert of the list that is not closed is snoozed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true,
                     *       "closedUids": []
                     *     }
                     */
                    "application/json": components["schemas"]["AlertsChanged"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMaintenance: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The maintenance now running in the context. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "maintenance": [
                     *         {
                     *           "uid": "m8Zq3xYv1",
                     *           "storeUid": "s4Kp9Lw2",
                     *           "storeId": "1003",
                     *           "cashpointUid": null,
                     *           "posId": null,
                     *           "reason": "Umbau der Filiale",
                     *           "from": "2026-12-07T08:00:00.000Z",
                     *           "until": "2026-12-07T18:00:00.000Z",
                     *           "createdBy": "Otto Operator"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        maintenance: components["schemas"]["Maintenance"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    startMaintenance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contextId: components["schemas"]["ContextKey"];
                    storeUid: components["schemas"]["UidString"];
                    cashpointUid?: components["schemas"]["UidString"];
                    /**
                     * Format: date-time
                     * @description When it ends; later than now.
                     */
                    until: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The maintenance runs; its uid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "uid": "m8Zq3xYv1"
                     *     }
                     */
                    "application/json": {
                        uid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    endMaintenance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contextId: components["schemas"]["ContextKey"];
                    uid: components["schemas"]["UidString"];
                };
            };
        };
        responses: {
            /** @description The maintenance is over. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ok": true
                     *     }
                     */
                    "application/json": components["schemas"]["Ok"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAlertBefore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changes and waves before the alert opened. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertBefore"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getHistoryCompare: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                cashpointUid: components["schemas"]["UidString"];
                /** @description The time of the left side (and of both, with otherCashpointUid); default now. */
                at?: string;
                /** @description The time of the right side, of the same register. */
                otherAt?: string;
                /** @description The register of the right side, at the same time. */
                otherCashpointUid?: components["schemas"]["UidString"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The differing values of both sides. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryCompare"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAlertSettings: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings; a context never saved has the defaults. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveAlertSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertSettingsForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStoreCalendar: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                /** @description A store of the context, by its uid; left out, the context itself. */
                storeUid?: components["parameters"]["StoreUidQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calendar. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreCalendar"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveStoreCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoreCalendarForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bulkStoreCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoreCalendarBulk"];
            };
        };
        responses: {
            /** @description How many stores the change applies (or, with dryRun, would apply) to. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreCount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStoreCalendarCsv: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    importStoreCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    contextId: components["schemas"]["ContextKey"];
                    /** @enum {string} */
                    dryRun?: "true" | "false";
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description How many stores were (or, with dryRun, would be) written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreCount"];
                };
            };
            /** @description The file has bad lines; nothing was written. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarImportErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUpdateWindowRule: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                /** @description A store of the context, by its uid; left out, the context itself. */
                storeUid?: components["parameters"]["StoreUidQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rule; a context never saved has the rule disabled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateWindowRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveUpdateWindowRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWindowRuleForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStoresWaitingForWindow: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The waiting stores with the start of their next window. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stores: components["schemas"]["WaitingStore"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getRollouts: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                /** @description Only the rollout of this update (register or store update), by its uid. */
                updateUid?: components["schemas"]["UidString"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rollouts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rollouts: components["schemas"]["RolloutSummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getRolloutsAwaitingApproval: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The waiting rollouts, oldest wait first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rollouts: components["schemas"]["RolloutSummary"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveRollout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolloutPlan"];
            };
        };
        responses: {
            /** @description Saved; the rollout's uid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uid: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getRollout: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rollout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolloutDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getRolloutStores: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                /** @description Only the stores of this wave (1 is the first). */
                wave?: number;
                /** @description Only the stores in this state. */
                state?: components["schemas"]["RolloutStoreState"];
                /** @description The page to show, from 1; asking for it (or for `size`) pages the reply. */
                page?: components["parameters"]["ReportPage"];
                /** @description Rows per page (25 when only `page` is given). */
                size?: components["parameters"]["ReportSize"];
            };
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the stores. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stores: components["schemas"]["RolloutStore"][];
                        /** @description Stores the filters let through, on all pages. */
                        total: number;
                        page: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getRolloutPreflight: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pre-flight. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolloutPreflight"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    startRollout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolloutStart"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    approveRollout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolloutApproval"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    pauseRollout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolloutPause"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resumeRollout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolloutResume"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cancelRollout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolloutAction"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    rollbackRollout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolloutRollback"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    includeRolloutStores: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolloutStoreChoice"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getRolloutSettings: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings; a context never saved advances no wave by itself. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RolloutSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveRolloutSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RolloutSettings"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getActionKinds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalogue, in its order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        kinds: components["schemas"]["ActionKindInfo"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    previewAction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionPreviewForm"];
            };
        };
        responses: {
            /** @description The dry run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestAction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionRequestForm"];
            };
        };
        responses: {
            /** @description Queued; the request's uid and state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uid: string;
                        state: components["schemas"]["ActionRequestState"];
                        /** @description The targets queued. */
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getActions: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                /** @description Only requests in this state. */
                state?: components["schemas"]["ActionRequestState"];
                /** @description Only requests of this kind. */
                kind?: components["schemas"]["ActionKind"];
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                size?: components["parameters"]["ActionPageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actions: components["schemas"]["ActionSummary"][];
                        /** @description Requests the filters let through, on all pages. */
                        total: number;
                        page: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getActionHistory: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                cashpointUid?: components["schemas"]["UidString"];
                storeAgentUid?: components["schemas"]["UidString"];
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                size?: components["parameters"]["ActionPageSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the target's actions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: components["schemas"]["ActionHistoryEntry"][];
                        total: number;
                        page: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAction: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                /** @description Only the targets in this state. */
                state?: components["schemas"]["ActionTargetState"];
                page?: components["parameters"]["Page"];
                /** @description Rows per page. */
                size?: components["parameters"]["ActionPageSize"];
            };
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request and one page of its targets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    approveAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionApproval"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cancelAction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionContextBody"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    retryFailedActions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActionRetryForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    downloadActionBundle: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
                targetUid: components["schemas"]["UidString"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bundle. */
            200: {
                headers: {
                    /** @description attachment; filename=… (store, register and time). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description With S3 storage, the bundle is fetched from the store itself. */
            302: {
                headers: {
                    /** @description A presigned GET URL of the object. */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFiscalNotifications: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                state?: "due" | "overdue" | "incomplete" | "reported";
                page?: components["parameters"]["Page"];
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of stores and how many match in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiscalNotificationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTses: {
        parameters: {
            query?: {
                /** @description One context the caller sees; `*` or left out, every context the caller sees. */
                contextId?: components["parameters"]["TseContextFilter"];
                /** @description Only TSEs in this state. */
                state?: components["schemas"]["TseState"];
                /** @description Only TSEs whose certificate ends before this day. */
                expiresBefore?: string;
                /** @description Only TSEs whose certificate ends on or after this day (since 4.1.0); with `expiresBefore` one month of the forecast. */
                expiresFrom?: string;
                /** @description 'Handlungsbedarf' (since 4.1.0): true, only TSEs that need action now: the certificate ran out or ends within 90 days, the state is not `initialized`, the time is not set, or the last export or self-test failed. */
                needsAction?: boolean;
                /** @description Only the TSE of this register, by uid (since 4.1.0); the register details' TSE section. */
                cashpointUid?: components["schemas"]["UidString"];
                /** @description daysLeft (the default, soonest first), capacityUsedPercent (fullest first), lastExportAt (oldest first), serial. */
                sortBy?: "daysLeft" | "capacityUsedPercent" | "lastExportAt" | "serial";
                page?: components["parameters"]["Page"];
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of TSEs and how many match in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: components["schemas"]["TseRow"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTseForecast: {
        parameters: {
            query?: {
                /** @description One context the caller sees; `*` or left out, every context the caller sees. */
                contextId?: components["parameters"]["TseContextFilter"];
                months?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The months, oldest first, each one given even when nothing expires in it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TseForecast"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTsesCsv: {
        parameters: {
            query?: {
                /** @description One context the caller sees; `*` or left out, every context the caller sees. */
                contextId?: components["parameters"]["TseContextFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTse: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path: {
                /** @description The TSE's serial as its agent reports it. */
                serial: components["parameters"]["TseSerial"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The TSE. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TseDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    planTseSwap: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The TSE's serial as its agent reports it. */
                serial: components["parameters"]["TseSerial"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TseSwapPlanForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteTseSwapPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The TSE's serial as its agent reports it. */
                serial: components["parameters"]["TseSerial"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    contextId: components["schemas"]["ContextKey"];
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFiscalTaxpayer: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The taxpayer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiscalTaxpayer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveFiscalTaxpayer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FiscalTaxpayerForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFiscalStore: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path: {
                /** @description A store of the context (or one deleted but still in the fiscal record), by its uid. */
                storeUid: components["parameters"]["FiscalStoreUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store's address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiscalStore"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveFiscalStore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A store of the context (or one deleted but still in the fiscal record), by its uid. */
                storeUid: components["parameters"]["FiscalStoreUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FiscalStoreForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFiscalRegister: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path: {
                /** @description A register of the context (or one deleted but still in the fiscal record), by its uid. */
                cashpointUid: components["parameters"]["FiscalCashpointUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The register's fiscal fields. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiscalRegister"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveFiscalRegister: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A register of the context (or one deleted but still in the fiscal record), by its uid. */
                cashpointUid: components["parameters"]["FiscalCashpointUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FiscalRegisterForm"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getFiscalRegistersCsv: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    importFiscalRegisters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    contextId: components["schemas"]["ContextKey"];
                    /** @enum {string} */
                    dryRun?: "true" | "false";
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description How many registers were (or, with dryRun, would be) written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FiscalRegisterCount"];
                };
            };
            /** @description The file has bad lines; nothing was written. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarImportErrors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTaxNotice: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path: {
                /** @description The store (Betriebsstätte), by uid. */
                storeUid: components["parameters"]["TaxNoticeStoreUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxNoticeReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTaxNoticeCsv: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path: {
                /** @description The store (Betriebsstätte), by uid. */
                storeUid: components["parameters"]["TaxNoticeStoreUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTaxNoticesCsv: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTaxNoticeInitialReports: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                page?: components["parameters"]["Page"];
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the stores' reports and how many stores there are. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: components["schemas"]["TaxNoticeReport"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    markTaxNoticeReported: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The store (Betriebsstätte), by uid. */
                storeUid: components["parameters"]["TaxNoticeStoreUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaxNoticeReportedForm"];
            };
        };
        responses: {
            /** @description The report as recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaxNoticeHistoryEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["TaxNoticeIncomplete"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTaxNoticeHistory: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path: {
                /** @description The store (Betriebsstätte), by uid. */
                storeUid: components["parameters"]["TaxNoticeStoreUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reports, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: components["schemas"]["TaxNoticeHistoryEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStoreHealth: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                /** @description Only stores in this state. */
                state?: components["schemas"]["StoreHealthState"];
                page?: components["parameters"]["Page"];
                size?: components["parameters"]["Size"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of stores with their health, how many match, and the counts per state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreHealthPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["FeatureOff"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getStoreHealthMarks: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stores not green, red first, then by store number. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoreHealthMarks"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getRedStores: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contexts with red stores, in the order of the start page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedStores"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTimeline: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                cashpointUid?: components["schemas"]["UidString"];
                storeAgentUid?: components["schemas"]["UidString"];
                storeUid?: components["schemas"]["UidString"];
                /** @description The oldest time shown (ISO); default 90 days before `to`. */
                from?: string;
                /** @description The newest time shown (ISO); default now. */
                to?: string;
                /** @description Only these kinds, comma-separated (`TimelineKind`); default all. */
                kinds?: string;
                /** @description Only events before this time (the previous page's `next`). */
                before?: string;
                /** @description Events per page (default 50, at most 500; more is 400). */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the timeline, newest first, and what is coming. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Timeline"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCashpointHealth: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The register's health facts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashpointHealth"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    agentCashpointHeartbeat: {
        parameters: {
            query?: never;
            header: {
                "X-Context": components["parameters"]["XContext"];
                /** @description Unix seconds; within 300 s of the server's clock. */
                "X-Timestamp": components["parameters"]["XTimestamp"];
                /** @description A fresh random value per request, part of the signed text. The server refuses (401) a nonce it has seen from the same context within the timestamp window, so a captured request cannot be sent again. */
                "X-Nonce": components["parameters"]["XNonce"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CashpointHeartbeat"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    agentStoreHeartbeat: {
        parameters: {
            query?: never;
            header: {
                "X-Context": components["parameters"]["XContext"];
                /** @description Unix seconds; within 300 s of the server's clock. */
                "X-Timestamp": components["parameters"]["XTimestamp"];
                /** @description A fresh random value per request, part of the signed text. The server refuses (401) a nonce it has seen from the same context within the timestamp window, so a captured request cannot be sent again. */
                "X-Nonce": components["parameters"]["XNonce"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StoreAgentHeartbeat"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    agentDueUpdates: {
        parameters: {
            query: {
                target: components["parameters"]["AgentTarget"];
                storeId: components["parameters"]["StoreIdQuery"];
                /** @description Required when target is cashpoint. */
                posId?: components["schemas"]["DigitsId"];
            };
            header: {
                "X-Context": components["parameters"]["XContext"];
                /** @description Unix seconds; within 300 s of the server's clock. */
                "X-Timestamp": components["parameters"]["XTimestamp"];
                /** @description A fresh random value per request, part of the signed text. The server refuses (401) a nonce it has seen from the same context within the timestamp window, so a captured request cannot be sent again. */
                "X-Nonce": components["parameters"]["XNonce"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Due updates (lowest order key first) and file names to remove. */
            200: {
                headers: {
                    /** @description Names this offer to the target. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        install: components["schemas"]["DueUpdate"][];
                        remove: string[];
                        /**
                         * Format: date-time
                         * @description Present when updates are due but the target's store is outside its update window: the start of the next window (UTC). `install` then lists only updates whose installation already began.
                         */
                        notBefore?: string;
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    agentDownloadUpdate: {
        parameters: {
            query?: never;
            header: {
                "X-Context": components["parameters"]["XContext"];
                /** @description Unix seconds; within 300 s of the server's clock. */
                "X-Timestamp": components["parameters"]["XTimestamp"];
                /** @description A fresh random value per request, part of the signed text. The server refuses (401) a nonce it has seen from the same context within the timestamp window, so a captured request cannot be sent again. */
                "X-Nonce": components["parameters"]["XNonce"];
                Range?: string;
            };
            path: {
                target: "cashpoint" | "store";
                filename: components["parameters"]["FilenamePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description The requested range. */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description With S3 storage, the file is fetched from the store itself. */
            302: {
                headers: {
                    /** @description A presigned GET URL of the object, valid for UPDATE_DOWNLOAD_URL_SECONDS. */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            /** @description The range cannot be satisfied. */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorReply"];
                };
            };
        };
    };
    agentReportInstallation: {
        parameters: {
            query?: never;
            header: {
                "X-Context": components["parameters"]["XContext"];
                /** @description Unix seconds; within 300 s of the server's clock. */
                "X-Timestamp": components["parameters"]["XTimestamp"];
                /** @description A fresh random value per request, part of the signed text. The server refuses (401) a nonce it has seen from the same context within the timestamp window, so a captured request cannot be sent again. */
                "X-Nonce": components["parameters"]["XNonce"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    target: "cashpoint" | "store";
                    storeId: components["schemas"]["DigitsId"];
                    posId?: components["schemas"]["DigitsId"];
                    filename: components["schemas"]["Filename"];
                    installationStatus: components["schemas"]["InstallationStatus"];
                    log?: string | null;
                    /**
                     * Format: date-time
                     * @description The agent's time of the report, to the millisecond (e.g. 2026-11-24T10:15:30.125Z); no more than 300 s ahead of the server's clock.
                     */
                    reportedAt: string;
                };
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    agentActions: {
        parameters: {
            query: {
                target: components["schemas"]["ActionTargetKind"];
                storeId: components["parameters"]["StoreIdQuery"];
                /** @description Required when target is cashpoint. */
                posId?: components["schemas"]["DigitsId"];
                /** @description Seconds to hold the request open while nothing is due (with If-None-Match); 0 answers at once. */
                wait?: number;
            };
            header: {
                "X-Context": components["parameters"]["XContext"];
                /** @description Unix seconds; within 300 s of the server's clock. */
                "X-Timestamp": components["parameters"]["XTimestamp"];
                /** @description A fresh random value per request, part of the signed text. The server refuses (401) a nonce it has seen from the same context within the timestamp window, so a captured request cannot be sent again. */
                "X-Nonce": components["parameters"]["XNonce"];
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The actions due to the target now (possibly none). */
            200: {
                headers: {
                    /** @description Names this list of actions for the target. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        actions: components["schemas"]["AgentAction"][];
                    };
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    agentReportAction: {
        parameters: {
            query?: never;
            header: {
                "X-Context": components["parameters"]["XContext"];
                /** @description Unix seconds; within 300 s of the server's clock. */
                "X-Timestamp": components["parameters"]["XTimestamp"];
                /** @description A fresh random value per request, part of the signed text. The server refuses (401) a nonce it has seen from the same context within the timestamp window, so a captured request cannot be sent again. */
                "X-Nonce": components["parameters"]["XNonce"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgentActionReport"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    agentUploadActionBundle: {
        parameters: {
            query?: never;
            header: {
                "X-Context": components["parameters"]["XContext"];
                /** @description Unix seconds; within 300 s of the server's clock. */
                "X-Timestamp": components["parameters"]["XTimestamp"];
                /** @description A fresh random value per request, part of the signed text. The server refuses (401) a nonce it has seen from the same context within the timestamp window, so a captured request cannot be sent again. */
                "X-Nonce": components["parameters"]["XNonce"];
            };
            path: {
                actionUid: components["schemas"]["UidString"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getAuditLog: {
        parameters: {
            query?: {
                /** @description Only entries of this context (a context the user sees). */
                contextId?: components["schemas"]["ContextKey"];
                /** @description Only entries of this login (the user who acted, or who tried to log in). */
                user?: string;
                action?: components["schemas"]["AuditAction"];
                /** @description Only entries about this object (a register's, store's, update's, user's or context's uid). */
                object?: string;
                /** @description Only entries on or after this day (ISO date, the day in the console's time zone). */
                from?: string;
                /** @description Only entries on or before this day (ISO date, the day in the console's time zone). */
                to?: string;
                filter?: components["parameters"]["Filter"];
                page?: components["parameters"]["Page"];
                size?: components["parameters"]["Size"];
                sortBy?: "time" | "user" | "action" | "context" | "object" | "address";
                sortDirection?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries and how many match in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: components["schemas"]["AuditEntry"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAuditLogCsv: {
        parameters: {
            query?: {
                /** @description Only entries of this context (a context the user sees). */
                contextId?: components["schemas"]["ContextKey"];
                /** @description Only entries of this login (the user who acted, or who tried to log in). */
                user?: string;
                action?: components["schemas"]["AuditAction"];
                /** @description Only entries about this object (a register's, store's, update's, user's or context's uid). */
                object?: string;
                /** @description Only entries on or after this day (ISO date, the day in the console's time zone). */
                from?: string;
                /** @description Only entries on or before this day (ISO date, the day in the console's time zone). */
                to?: string;
                filter?: components["parameters"]["Filter"];
                page?: components["parameters"]["Page"];
                size?: components["parameters"]["Size"];
                sortBy?: "time" | "user" | "action" | "context" | "object" | "address";
                sortDirection?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready for requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            400: components["responses"]["BadRequest"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTokens: {
        parameters: {
            query?: {
                serviceAccountUid?: components["schemas"]["UidString"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tokens, revoked and expired ones included (marked). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokens: components["schemas"]["ApiToken"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenForm"];
            };
        };
        responses: {
            /** @description The new token, shown this once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedToken"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUserTokens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's tokens, revoked and expired ones included (marked). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tokens: components["schemas"]["ApiToken"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    revokeUserToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
                tokenUid: components["schemas"]["UidString"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getServiceAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        serviceAccounts: components["schemas"]["ServiceAccount"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceAccountForm"];
            };
        };
        responses: {
            200: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The roles by name, and the rights a role can grant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        roles: components["schemas"]["RoleDetail"][];
                        rights: components["schemas"]["RightInfo"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleForm"];
            };
        };
        responses: {
            200: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPermissionPreview: {
        parameters: {
            query?: {
                userUid?: components["schemas"]["UidString"];
                roleUid?: components["schemas"]["UidString"];
                /** @description A context the caller sees; for a user, whether the user sees it decides the calls that name a context. */
                contextId?: components["schemas"]["ContextKey"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWebhooks: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions, by URL. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhooks: components["schemas"]["WebhookSubscription"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    saveWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookForm"];
            };
        };
        responses: {
            200: components["responses"]["Created"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContextAction"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWebhookDeliveries: {
        parameters: {
            query: {
                contextId: components["parameters"]["ContextIdRequired"];
                webhookUid?: components["schemas"]["UidString"];
                page?: number;
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of deliveries and how many there are in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: components["schemas"]["WebhookDelivery"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: components["parameters"]["Uid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContextAction"];
            };
        };
        responses: {
            200: components["responses"]["Ok"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
}
