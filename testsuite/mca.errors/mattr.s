# -mattr is accepted, and a warning says once that CPU features do not
# change gcc-mca's models; the report is llvm-mca's.
# GOLDEN: llvm-mca-19
# RUN: -mcpu=btver2 -mattr=+sse4.2,-avx2 -mattr=+bmi
# STDERR: warning: -mattr=
# STDERR: has no effect
	addl	%eax, %ebx
	imull	%ecx, %edx
