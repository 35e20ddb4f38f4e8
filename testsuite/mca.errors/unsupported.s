# An instruction the model has no data for (FMA on Jaguar).
# RUN: -mcpu=btver2
# STATUS: 1
# STDERR: unsupported instruction
# STDERR: vfmadd231ps
	vfmadd231ps	%ymm0, %ymm1, %ymm2
	addl	%eax, %ebx
