# The timeline stops at cycle 80 by default, as llvm-mca's does
# (-timeline-max-cycles=80): a chain of 10 iterations of four 6-cycle
# multiplies on btver2 runs 240 cycles, and the rows of the instructions
# that retire after cycle 80 are left out (llvm-mca-14 prints the same
# report); the wait times still count every iteration.
# -timeline-max-cycles=0 draws every row.
# RUN: -mcpu=btver2 -timeline
# RUN-all: -mcpu=btver2 -timeline -timeline-max-cycles=0
imulq	%rax, %rax
imulq	%rax, %rax
imulq	%rax, %rax
imulq	%rax, %rax
