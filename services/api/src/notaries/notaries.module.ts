import { Module } from '@nestjs/common';

/** The notary directory: offices, notaries, leave and duty. Screens and reviews build on it. */
@Module({})
export class NotariesModule {}
