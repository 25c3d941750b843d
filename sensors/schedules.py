"""The nightly sleep cycle: 03:00 in the partitions' (the machine's local) time zone, for the
latest landing-day partition."""

from dagster import DefaultScheduleStatus, build_schedule_from_partitioned_job


def nightly_schedule(job):
    return build_schedule_from_partitioned_job(
        job, hour_of_day=3, minute_of_hour=0, name="nightly_sleep_cycle", default_status=DefaultScheduleStatus.RUNNING
    )
