// The screens of this feature arrive with their own issue; nothing is exported yet.
export {};
