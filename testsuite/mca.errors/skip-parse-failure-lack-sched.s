# -skip-unsupported-instructions=parse-failure drops only the lines that
# do not parse: an instruction the model has no data for (FMA on Jaguar)
# still stops the analysis, as in llvm-mca.
# RUN: -mcpu=btver2 -skip-unsupported-instructions=parse-failure
# STATUS: 1
# STDERR: warning: unknown mnemonic `frobnicate', skipping
# STDERR: error: found an unsupported instruction
# STDERR: -skip-unsupported-instructions=lack-sched
	frobnicate	%eax
	vfmadd231ps	%ymm0, %ymm1, %ymm2
	addl	%eax, %ebx
