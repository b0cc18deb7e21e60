import { audited, cashpointLabel, changesBetween, fullName, storeLabel } from '../../audit';
import { isoTime } from '../../platform/ids';
import { badRequest, notFound } from '../../platform/http/replies';
import { principalOf } from '../../platform/principal';
import { contextOf, type Handlers } from '../../platform/types';
import {
  berlinDay,
  registerProblems,
  storeAddressProblems,
  storedText,
  taxpayerProblems,
} from '../../../shared/taxNotice/masterData';
import { taxNumberLaender } from '../../../shared/taxNotice/taxNumber';
import {
  fiscalRegisterOf,
  fiscalStoreOf,
  installedVersionOf,
  registerFieldNames,
  saveRegisterFields,
  saveStoreAddress,
  saveTaxpayer,
  taxpayerOf,
  type RegisterFields,
} from '../repository/masterData';
import { recordRegisterEdits } from '../repository/changesRecord';
import { registerView } from '../views';

// The Kassenmeldung's master data (issue 52, H1): the taxpayer, a store's address, a register's
// fiscal fields. Each save is checked by the shared rules (src/shared/taxNotice/masterData.ts) and
// refused whole with the German message of every bad field; an audit entry lists what changed.

const problemsText = (problems: readonly { message: string }[]) => problems.map((p) => p.message).join(' ');

export const masterDataHandlers = {
  async getFiscalTaxpayer(request) {
    const row = await taxpayerOf(request.server.db, contextOf(request).id);
    return {
      name: row?.name ?? null,
      taxNumber: row?.taxNumber ?? null,
      taxOffice: row?.taxOffice ?? null,
      laender: row ? taxNumberLaender(row.taxNumber) : [],
      updatedAt: isoTime(row?.updatedAt ?? null),
      updatedBy: row?.updatedBy ?? null,
    };
  },

  async saveFiscalTaxpayer(request, reply) {
    const context = contextOf(request);
    const body = request.body;
    const problems = taxpayerProblems(body);
    if (problems.length > 0) return badRequest(reply, problemsText(problems));
    const next = { name: body.name.trim(), taxNumber: body.taxNumber.trim(), taxOffice: storedText(body.taxOffice) };
    await audited(request, async (db, record) => {
      const before = await taxpayerOf(db, context.id);
      const changes = changesBetween(
        before ? { name: before.name, taxNumber: before.taxNumber, taxOffice: before.taxOffice } : {},
        next,
      );
      if (changes.length === 0) return;
      const by = fullName(principalOf(request).user!);
      await saveTaxpayer(db, context.id, { ...next, updatedAt: request.server.now(), updatedBy: by });
      record({
        action: 'fiscalTaxpayerSaved',
        object: { type: 'context', id: context.uid, label: context.key },
        changes,
      });
    });
    return { ok: true };
  },

  async getFiscalStore(request, reply) {
    const store = await fiscalStoreOf(request.server.db, contextOf(request).id, request.params.storeUid);
    if (!store) return notFound(reply);
    const { recorded: _recorded, ...view } = store;
    return view;
  },

  async saveFiscalStore(request, reply) {
    const context = contextOf(request);
    const { storeUid } = request.params;
    const problems = storeAddressProblems(request.body);
    if (problems.length > 0) return badRequest(reply, problemsText(problems));
    const next = {
      street: storedText(request.body.street),
      postalCode: storedText(request.body.postalCode),
      city: storedText(request.body.city),
    };
    const found = await audited(request, async (db, record) => {
      const store = await fiscalStoreOf(db, context.id, storeUid);
      if (!store) return false;
      const changes = changesBetween({ street: store.street, postalCode: store.postalCode, city: store.city }, next);
      if (changes.length === 0) return true;
      await saveStoreAddress(db, context.id, store, next, request.server.now());
      record({
        action: 'fiscalStoreSaved',
        object: { type: 'store', id: storeUid, label: storeLabel(store.storeId, store.name) },
        changes,
      });
      return true;
    });
    return found ? { ok: true } : notFound(reply);
  },

  async getFiscalRegister(request, reply) {
    const db = request.server.db;
    const register = await fiscalRegisterOf(
      db,
      contextOf(request).id,
      request.params.cashpointUid,
      request.server.now(),
    );
    if (!register) return notFound(reply);
    const version = register.cashpointRowId === null ? null : await installedVersionOf(db, register.cashpointRowId);
    return registerView(register, { name: null, version });
  },

  async saveFiscalRegister(request, reply) {
    const context = contextOf(request);
    const { cashpointUid } = request.params;
    const now = request.server.now();
    const fields = Object.fromEntries(
      registerFieldNames.map((field) => [field, storedText(request.body[field])]),
    ) as RegisterFields;
    const outcome = await audited(request, async (db, record) => {
      const register = await fiscalRegisterOf(db, context.id, cashpointUid, now);
      if (!register) return 'notFound' as const;
      const problems = registerProblems(fields, { today: berlinDay(now), firstSeen: berlinDay(register.firstSeen) });
      if (problems.length > 0) return problemsText(problems);
      const before = Object.fromEntries(registerFieldNames.map((field) => [field, register[field]]));
      const changes = changesBetween(before, fields);
      if (changes.length === 0 && register.recorded) return 'ok' as const;
      await saveRegisterFields(db, context.id, register, fields, now);
      // A new serial number or model is a change the tax office must be told of (a first one is not).
      await recordRegisterEdits(
        db,
        { contextId: context.id, storeUid: register.storeUid, cashpointUid },
        register,
        fields,
        now,
      );
      if (changes.length > 0) {
        record({
          action: 'fiscalRegisterSaved',
          object: { type: 'cashpoint', id: cashpointUid, label: cashpointLabel(register.storeId, register.posId) },
          changes,
        });
      }
      return 'ok' as const;
    });
    if (outcome === 'notFound') return notFound(reply);
    if (outcome !== 'ok') return badRequest(reply, outcome);
    return { ok: true };
  },
} satisfies Partial<Handlers>;
