# -skip-unsupported-instructions=lack-sched drops only the instructions
# the model lacks: a line that does not parse still stops the analysis,
# as in llvm-mca.
# RUN: -mcpu=btver2 -skip-unsupported-instructions=lack-sched
# STATUS: 1
# STDERR: error: unknown mnemonic `frobnicate'
# STDERR: -skip-unsupported-instructions=parse-failure
	frobnicate	%eax
	vfmadd231ps	%ymm0, %ymm1, %ymm2
	addl	%eax, %ebx
