/** The audit log's entries in the screens' terms, in both languages (issue 18). */
import { describe, expect, it } from 'vitest';
import { auditEntryView } from './audit.mappers';
import type { AuditEntry } from './audit.service';

const entry = (action: string, details: Record<string, unknown>, targetId: string | null = 'x'): AuditEntry => ({
  id: '1',
  at: '2026-11-25T10:00:00.000Z',
  action,
  outcome: 'ok',
  targetType: 'pan',
  targetId,
  accountId: null,
  details,
  actor: { userId: 'u', email: 'u@example.at', type: 'pmo', role: 'user', ip: null, clientUrl: null, requestId: null },
});

describe('the audit entries as the screens name things', () => {
  it('names the Freigabe steps as the PAN screens do, with the states by label', () => {
    const requested = auditEntryView(entry('pan.acknowledgement.request', { view: 'PAN_BAU', from: null, reason: null, to: 1 }));
    expect(requested.actionLabel).toBe('Freigabe beantragt');
    expect(requested.details.find((detail) => detail.key === 'to')).toEqual({ key: 'to', value: '1', label: 'Nachher', text: 'Freigabe beantragt' });
    expect(requested.details.find((detail) => detail.key === 'from')?.text).toBe('Keine Freigabe beantragt');
    const completed = auditEntryView(entry('pan.acknowledgement.complete', { from: 2, to: 4 }));
    expect(completed.actionLabel).toBe('Freigabe abgeschlossen');
    expect(completed.details.map((detail) => detail.text)).toEqual(['Freigabe erteilt', 'Freigabe abgeschlossen']);
    expect(auditEntryView(entry('pan.acknowledgement.complete', { to: 4 }), 'en').actionLabel).toBe('Approval completed');
  });

  it('shows material by name instead of its code, keeping the code as the value', () => {
    const view = auditEntryView(
      entry('houseConnection.material', {
        cable: 11,
        rack: 20,
        colour: 30,
        pan: 'PAN-1',
        cableName: 'Mikrokabel 4 Fasern',
        rackName: 'Keine Auswahl',
        colourName: 'Rot',
      }),
    );
    expect(view.actionLabel).toBe('Material dokumentiert (HA-Bau)');
    expect(view.details).toEqual([
      { key: 'cable', value: '11', label: 'Kabeltyp', text: 'Mikrokabel 4 Fasern' },
      { key: 'rack', value: '20', label: 'Rack im AAN', text: 'Keine Auswahl' },
      { key: 'colour', value: '30', label: 'Farbe', text: 'Rot' },
      { key: 'pan', value: 'PAN-1', label: 'PAN', text: 'PAN-1' },
    ]);
    const english = auditEntryView(entry('houseConnection.material', { rack: 20, rackName: 'Keine Auswahl' }), 'en');
    expect(english.details).toEqual([{ key: 'rack', value: '20', label: 'Rack in the AAN', text: 'No selection' }]);
  });

  it('names account-switch targets by name and e-mail, not by their id', () => {
    const view = auditEntryView(entry('account.switch', { name: 'Sabine Hofer', email: 'admin.pmo@example.at' }, '6f1c0c1e-uuid'));
    expect(view.actionLabel).toBe('Kontowechsel (Superadmin)');
    expect(view.targetId).toBe('6f1c0c1e-uuid');
    expect(view.targetLabel).toBe('Sabine Hofer (admin.pmo@example.at)');
    expect(auditEntryView(entry('account.switchBack', { name: null, email: 'a@example.at' }), 'en')).toMatchObject({
      actionLabel: 'Back to own account (superadmin)',
      targetLabel: 'a@example.at',
    });
    // Entries written before names were recorded still show their id; unknown actions their name.
    expect(auditEntryView(entry('account.switch', {}, 'uuid-1')).targetLabel).toBe('uuid-1');
    expect(auditEntryView(entry('something.new', {})).actionLabel).toBe('something.new');
  });
});
