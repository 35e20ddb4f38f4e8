# A direct store (movdiri) writes memory and reads none (store address
# and data, no load port: uops.info, Alder Lake P, MOVDIRI (M64, R64)
# 1*p49+1*p78).  LLVM marks it as loading too, and a loop of them waited
# for each one's store to forward to the next, 514 cycles apiece on
# sapphirerapids; the instruction info shows no MayLoad.
# RUN: -mcpu=sapphirerapids -iterations=10 -resource-pressure=false
	movdiri	%rax, (%rdi)
	movdiri	%ecx, 64(%rdi)
