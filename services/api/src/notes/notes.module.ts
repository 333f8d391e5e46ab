import { Module } from '@nestjs/common';
import { ActsModule } from '../acts/acts.module.js';
import { NotesController } from './notes.controller.js';
import { NotesService } from './notes.service.js';

@Module({ imports: [ActsModule], controllers: [NotesController], providers: [NotesService] })
export class NotesModule {}
