/** How the organiser area names an event's registration type. */
export function registrationTypeLabel(needsApproval: boolean): string {
  return needsApproval ? 'Pré Inscrição' : 'Inscrição Comum';
}
