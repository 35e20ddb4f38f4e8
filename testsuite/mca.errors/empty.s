# No instructions at all.
# RUN: -mcpu=btver2
# STATUS: 1
# STDERR: no assembly instructions found
	.text
	.p2align 4
label:
