import * as core from '@actions/core';
import * as github from '@actions/github';
core.info(`hello ${github.context.eventName}`);
