// placeholder, replaced by the lead
export {};
