# -instruction-tables=full (LLVM 20's extra columns) is refused with a
# message: llvm-mca 19's option is a boolean.
# RUN: -mcpu=btver2 -instruction-tables=full
# STATUS: 1
# STDERR: -instruction-tables=full is not supported
	addl	%eax, %ebx
