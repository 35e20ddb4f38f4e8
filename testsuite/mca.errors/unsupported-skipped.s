# ... skipped on request, with a warning, and the rest simulated.
# RUN: -mcpu=btver2 -skip-unsupported-instructions=lack-sched -summary-view -instruction-info=false -resource-pressure=false
# STDERR: vfmadd231ps
	vfmadd231ps	%ymm0, %ymm1, %ymm2
	addl	%eax, %ebx
