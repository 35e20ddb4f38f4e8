# Forms whose memory flags models/gen/isa-fixes corrects.  A direct
# store (movdiri) writes memory and reads none (store address and data,
# no load port: uops.info, Alder Lake P, MOVDIRI (M64, R64)
# 1*p49+1*p78): LLVM marks it as loading too, and a loop of them waited
# for each one's store to forward to the next, 514 cycles apiece on
# sapphirerapids.  The AVX-512DQ extracts to memory store (uops.info:
# VEXTRACTI64X2 (M128, YMM, I8) 1*p49+1*p78), where LLVM gives them no
# memory flag.  The instruction info shows MayStore and no MayLoad.
# RUN: -mcpu=sapphirerapids -iterations=10 -resource-pressure=false
	movdiri	%rax, (%rdi)
	movdiri	%ecx, 64(%rdi)
	vextracti64x2	$1, %ymm1, 128(%rdi)
	vextractf32x8	$1, %zmm1, 192(%rdi)
