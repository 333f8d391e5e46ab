import { Module } from '@nestjs/common';
import { ActsModule } from '../acts/acts.module.js';
import { NotesController } from './notes.controller.js';
import { NotesRepository } from './notes.repository.js';
import { NotesService } from './notes.service.js';

@Module({ imports: [ActsModule], controllers: [NotesController], providers: [NotesRepository, NotesService] })
export class NotesModule {}
