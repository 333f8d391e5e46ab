import { Module } from '@nestjs/common';
import { ActsModule } from '../acts/acts.module.js';
import { NotesController } from './notes.controller.js';

@Module({ imports: [ActsModule], controllers: [NotesController] })
export class NotesModule {}
