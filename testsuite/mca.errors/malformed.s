# A malformed instruction: the message names its line.
# RUN: -mcpu=btver2
# STATUS: 1
# STDERR: :6: error: missing operand
	addl	%eax, %ebx
	movl	%eax,
